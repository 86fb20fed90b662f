import { Fragment, type ReactNode, useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import { useChatScroll } from '../hooks/use-chat-scroll.ts';
import { type ShownMessage, lastReadId } from '../messages.ts';
import { localDay } from '../time.ts';
import { DaySeparator } from './day-separator.tsx';
import { MessageBubble } from './message-bubble.tsx';

const MINUTE_MS = 60_000;

interface MessageAreaProps {
  messages: ShownMessage[];
  /** When the other member last read the conversation, if both show read receipts. */
  readUpTo: string | null;
  /** The other member. */
  profileId: string;
  cdnPrefix: string;
  /** Alerts above the messages (the fictional warning, the block). */
  notices: ReactNode;
  /** Older messages: whether there are more, whether they are on their way, how to ask for them. */
  older: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/** Whether the message at `index` is the first of its day (the first one shown always is). */
const startsDay = (messages: ShownMessage[], index: number) =>
  index === 0 || localDay(messages[index]!.created_at) !== localDay(messages[index - 1]!.created_at);

/** The scrolling message area: older history loads upward, the messages a polite live log in runs per day, photos open full. */
export function MessageArea({ messages, readUpTo, profileId, cdnPrefix, notices, older }: MessageAreaProps) {
  const { t } = useTranslation();
  const now = useNow(true, MINUTE_MS);
  const [photo, setPhoto] = useState<string>();
  const readId = lastReadId(messages, readUpTo);
  const canLoad = older.hasNextPage && !older.isFetchingNextPage;
  const { scroller, content, onScroll } = useChatScroll(messages, canLoad ? () => older.fetchNextPage() : undefined);
  return (
    <div className="chat-messages" ref={scroller} onScroll={onScroll} data-testid="chat-messages">
      <div className="chat-messages-inner" ref={content}>
        {notices}
        {older.hasNextPage && (
          <div className="text-center mb-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={!canLoad}
              onClick={() => older.fetchNextPage()}
              data-testid="load-older"
            >
              {older.isFetchingNextPage ? t('app.loading') : t('chat.load_older')}
            </button>
          </div>
        )}
        <div role="log" aria-live="polite" aria-label={t('chat.messages_label')} className="chat-log">
          {messages.length === 0 && <p className="text-center text-body-secondary my-4">{t('chat.no_messages')}</p>}
          {messages.map((message, index) => (
            <Fragment key={message.client_id ?? message.id}>
              {startsDay(messages, index) && <DaySeparator iso={message.created_at} now={now} />}
              <MessageBubble
                message={message}
                read={message.id === readId}
                profileId={profileId}
                cdnPrefix={cdnPrefix}
                now={now}
                onOpenPhoto={setPhoto}
              />
            </Fragment>
          ))}
        </div>
      </div>
      <Modal
        show={photo !== undefined}
        onHide={() => setPhoto(undefined)}
        centered
        size="lg"
        aria-label={t('chat.photo')}
      >
        <Modal.Header closeButton closeLabel={t('app.close')} />
        <Modal.Body className="text-center">
          <img className="img-fluid rounded" src={photo} alt={t('chat.photo')} />
        </Modal.Body>
      </Modal>
    </div>
  );
}
