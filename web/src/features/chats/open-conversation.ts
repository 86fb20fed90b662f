/**
 * The conversation this tab shows, if any (the chat screen sets it while mounted): a message that arrives into it
 * while the tab is visible is read at once rather than counted as unread.
 */
let open: string | undefined;

export function setOpenConversation(conversationId: string | undefined): () => void {
  open = conversationId;
  return () => {
    if (open === conversationId) open = undefined;
  };
}

export const isOpenAndVisible = (conversationId: string) =>
  open === conversationId && document.visibilityState === 'visible';
