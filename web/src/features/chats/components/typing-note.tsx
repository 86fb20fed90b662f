import { useTranslation } from 'react-i18next';
import { useOtherTyping } from '../hooks/use-typing.ts';

/** "… is typing" above the send footer while the other member types (a polite live region, empty otherwise). */
export function TypingNote({ conversationId, name }: { conversationId: string | undefined; name: string }) {
  const { t } = useTranslation();
  const typing = useOtherTyping(conversationId);
  return (
    <div className="chat-typing" aria-live="polite" data-testid="typing-note">
      {typing && t('chat.typing', { name })}
    </div>
  );
}
