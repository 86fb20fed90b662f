import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSendMessage } from '../api/send-message.ts';
import { newClientId } from '../messages.ts';
import { GiftPicker } from './gift-picker.tsx';
import { SendErrorAlert } from './send-error-alert.tsx';
import { GiftIcon } from './chat-icons.tsx';

/** The profile view's gift button (SPEC §2): the gift picker, then the gift sent, or why it was not. */
export function GiftButton({ profileId, name }: { profileId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const send = useSendMessage(profileId);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary me-2"
        disabled={send.isPending}
        onClick={() => setOpen(true)}
        data-testid="gift-button"
      >
        <GiftIcon /> {t('chat.send_gift')}
      </button>
      <GiftPicker
        show={open}
        name={name}
        onHide={() => setOpen(false)}
        onPick={(gift) => {
          setOpen(false);
          send.mutate({ content: { gift: { id: gift.id, key: gift.key } }, clientId: newClientId() });
        }}
      />
      <div className="mt-2">
        <SendErrorAlert error={send.error} onClose={send.reset} />
        {send.isSuccess && (
          <div className="alert alert-success py-2" role="status" data-testid="gift-sent">
            {t('chat.gift_sent', { name })}{' '}
            <Link to={paths['chats-id'](send.data.conversation.id)}>{t('chat.to_conversation')}</Link>
          </div>
        )}
      </div>
    </>
  );
}
