import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../shared/contracts/auth.ts';
import type {
  ChatMessage,
  GiftKey,
  IcebreakerKey,
  SendMessageResponse,
} from '../../../../../shared/contracts/chats.ts';
import { api } from '../../../lib/api-client.ts';
import { sendMessage, sendPhotoMessage } from '../../../../../shared/contracts/endpoints/chats.ts';
import { userQuery } from '../../../lib/current-user.ts';
import { type ShownMessage, upsertMessage, withoutPending } from '../messages.ts';
import { showLastMessage } from './chats.ts';
import { updateConversation } from './conversation.ts';

/** What the member sends: a text, a gift, an icebreaker line (its text shown while it is on its way) or a photo. */
export type MessageContent =
  | { text: string }
  | { gift: { id: string; key: GiftKey } }
  | { icebreaker: IcebreakerKey; line: string }
  | { photo: File };

export interface SendVariables {
  content: MessageContent;
  /** The message's own id: fresh for each message, the same when the member sends a failed one again. */
  clientId: string;
}

function post(profileId: string, { content, clientId }: SendVariables): Promise<SendMessageResponse> {
  if ('photo' in content) {
    const form = new FormData();
    form.append('photo', content.photo);
    return api(sendPhotoMessage, { query: { profile_id: profileId, client_id: clientId }, body: form });
  }
  const what =
    'text' in content
      ? { text: content.text }
      : 'gift' in content
        ? { gift_id: content.gift.id }
        : { icebreaker: content.icebreaker };
  return api(sendMessage, { body: { profile_id: profileId, client_id: clientId, ...what } });
}

/** The message as shown while it is on its way. */
function pendingMessage({ content, clientId }: SendVariables): ShownMessage {
  const base = {
    id: `pending-${clientId}`,
    client_id: clientId,
    mine: true,
    photo: null,
    gift: null,
    held: false,
    safety_tip: false,
  };
  const created_at = new Date().toISOString();
  const rest: Pick<ChatMessage, 'kind' | 'text' | 'gift'> =
    'text' in content
      ? { kind: 'text', text: content.text, gift: null }
      : 'gift' in content
        ? { kind: 'gift', text: '', gift: { key: content.gift.key } }
        : 'icebreaker' in content
          ? { kind: 'icebreaker', text: content.line, gift: null }
          : { kind: 'photo', text: '', gift: null };
  return { ...base, ...rest, created_at, pending: true };
}

/** The stored message in place of the pending one, the conversation's id, the credits left and the list's top. */
function settle(client: QueryClient, profileId: string, answer: SendMessageResponse): void {
  const before = client.getQueryData<User | null>(userQuery.queryKey);
  // Nothing was charged for a delivered message: one of the free messages was used.
  const free = !answer.message.held && before?.credits === answer.credits;
  updateConversation(client, profileId, (page) => ({
    ...page,
    conversation: answer.conversation,
    messages: upsertMessage(page.messages, answer.message),
    costs:
      free && page.costs.free_messages > 0
        ? { ...page.costs, free_messages: page.costs.free_messages - 1 }
        : page.costs,
  }));
  // A held message means the member's first contacts wait for a check: the member layout's alert says so at once.
  const hold = answer.message.held && answer.message.mine ? { contact_hold: 'open' as const } : {};
  client.setQueryData<User | null>(userQuery.queryKey, (user) => user && { ...user, credits: answer.credits, ...hold });
  showLastMessage(client, answer.conversation.id, answer.message, false);
}

/**
 * POST /api/message.php (or message-photo.php for a photo) to `profileId`: shown at once as pending, replaced by the
 * stored message, taken away again when the server refuses (the caller restores the text and shows why).
 */
export function useSendMessage(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: SendVariables) => post(profileId, variables),
    onMutate: (variables) => {
      const pending = pendingMessage(variables);
      updateConversation(client, profileId, (page) => ({ ...page, messages: upsertMessage(page.messages, pending) }));
    },
    onSuccess: (answer) => settle(client, profileId, answer),
    onError: (_error, { clientId }) =>
      updateConversation(client, profileId, (page) => ({ ...page, messages: withoutPending(page.messages, clientId) })),
  });
}
