import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatStarter } from '../../../../../shared/contracts/chats.ts';
import { paths } from '../../../lib/paths.ts';
import { ChatAvatar } from './chat-avatar.tsx';

/** Matches with no conversation yet, above the list: a row of round photos with names, each opening a new chat. */
export function ChatStarters({ starters, cdnPrefix }: { starters: ChatStarter[]; cdnPrefix: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="chat-starters px-3 pb-2" aria-labelledby={titleId} data-testid="chat-starters">
      <h2 className="h6 mb-2" id={titleId}>
        {t('chat.starters_title')}
      </h2>
      <ul className="chat-starters-row list-unstyled d-flex gap-3 mb-0">
        {starters.map((starter) => (
          <li key={starter.id}>
            <Link className="chat-starter text-reset text-center" to={paths['members-id-chat'](starter.id)}>
              <ChatAvatar member={starter} cdnPrefix={cdnPrefix} />
              <span className="chat-starter-name small text-truncate">{starter.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
