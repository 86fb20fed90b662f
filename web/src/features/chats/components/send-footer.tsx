import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCosts, Gift } from '../../../../../shared/contracts/chats.ts';
import { type MessageContent, useSendMessage } from '../api/send-message.ts';
import { useTypingSignal } from '../hooks/use-typing.ts';
import { newClientId } from '../messages.ts';
import { GiftPicker } from './gift-picker.tsx';
import { IcebreakerModal } from './icebreaker-modal.tsx';
import { SendErrorAlert } from './send-error-alert.tsx';
import { CameraIcon, GiftIcon } from './chat-icons.tsx';

/** The counter shows from this share of the longest text on. */
const COUNTER_FROM = 0.8;

interface SendFooterProps {
  profileId: string;
  /** The conversation, once it exists: the other member hears that this one types. */
  conversationId: string | undefined;
  name: string;
  costs: ChatCosts;
  maxLength: number;
  /** The conversation has no messages yet: the icebreaker modal opens. */
  offerIcebreaker: boolean;
}

/**
 * The send footer (SPEC §2): the text (Enter sends, Shift+Enter starts a new line; a counter near the longest), a
 * photo, a gift, and what a message costs; the icebreaker modal on an empty conversation. A refused message comes back
 * into the box, with the reason above it. Typing tells the other member (at most every few seconds).
 */
export function SendFooter({ profileId, conversationId, name, costs, maxLength, offerIcebreaker }: SendFooterProps) {
  const { t } = useTranslation();
  const send = useSendMessage(profileId);
  const sayTyping = useTypingSignal(conversationId);
  const [text, setText] = useState('');
  const [gifts, setGifts] = useState(false);
  const [icebreakerClosed, setIcebreakerClosed] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  // A text that failed is sent again with the same client id (the server stores it once).
  const failed = useRef<{ text: string; clientId: string }>(undefined);

  const sendContent = (content: MessageContent, clientId = newClientId()) => {
    send.reset();
    send.mutate(
      { content, clientId },
      {
        onError: () => {
          if (!('text' in content)) return;
          failed.current = { text: content.text, clientId };
          setText((current) => current || content.text);
        },
      },
    );
  };
  const sendText = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setText('');
    sendContent({ text: trimmed }, failed.current?.text === trimmed ? failed.current.clientId : undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  };
  const onGift = (gift: Gift) => {
    setGifts(false);
    sendContent({ gift: { id: gift.id, key: gift.key } });
  };

  return (
    <form
      className="chat-footer"
      onSubmit={(event) => {
        event.preventDefault();
        sendText();
      }}
      data-testid="send-footer"
    >
      <SendErrorAlert error={send.error} onClose={send.reset} />
      <div className="d-flex align-items-end gap-2">
        <button
          type="button"
          className="btn btn-outline-primary chat-tool"
          onClick={() => photoInput.current?.click()}
          title={t('chat.photo_cost', { price: t('chat.credits', { count: costs.photo }) })}
          aria-label={t('chat.send_photo')}
          data-testid="send-photo"
        >
          <CameraIcon />
        </button>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          className="d-none"
          aria-label={t('chat.send_photo')}
          data-testid="photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) sendContent({ photo: file });
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary chat-tool"
          onClick={() => setGifts(true)}
          aria-label={t('chat.send_gift')}
          data-testid="open-gifts"
        >
          <GiftIcon />
        </button>
        <textarea
          className="form-control chat-input"
          rows={1}
          value={text}
          maxLength={maxLength}
          onChange={(event) => {
            setText(event.target.value);
            sayTyping(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.message_label')}
          data-testid="message-input"
        />
        <button type="submit" className="btn btn-primary fw-semibold" disabled={!text.trim()} data-testid="send">
          {t('chat.send')}
        </button>
      </div>
      <div className="d-flex small text-body-secondary mt-1 gap-2">
        <span className="me-auto" data-testid="cost-line">
          {costs.free_messages > 0
            ? t('chat.free_messages', { count: costs.free_messages })
            : t('chat.message_cost', { price: t('chat.credits', { count: costs.message }) })}
        </span>
        {text.length >= maxLength * COUNTER_FROM && (
          <span data-testid="length-counter">
            {text.length}/{maxLength}
          </span>
        )}
      </div>
      <GiftPicker show={gifts} name={name} onHide={() => setGifts(false)} onPick={onGift} />
      <IcebreakerModal
        show={offerIcebreaker && !icebreakerClosed}
        name={name}
        costs={costs}
        onHide={() => setIcebreakerClosed(true)}
        onPick={(icebreaker, line) => {
          setIcebreakerClosed(true);
          sendContent({ icebreaker, line });
        }}
      />
    </form>
  );
}
