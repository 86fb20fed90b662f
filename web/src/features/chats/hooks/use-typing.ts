import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_FRAME_EVERY_MS, TYPING_SHOWN_MS, typingFrame } from '../../../../../shared/realtime.ts';
import { sendLiveFrame } from '../../../lib/realtime.ts';
import { useRealtimeEvent } from '../../../lib/use-realtime.ts';

/**
 * What the text box calls on each keystroke: the tab says "typing" in the conversation at most once per
 * TYPING_FRAME_EVERY_MS (nothing before the conversation exists, nothing for an emptied box).
 */
export function useTypingSignal(conversationId: string | undefined): (text: string) => void {
  const saidAt = useRef(0);
  return useCallback(
    (text: string) => {
      const now = Date.now();
      if (!conversationId || !text.trim() || now - saidAt.current < TYPING_FRAME_EVERY_MS) return;
      saidAt.current = now;
      sendLiveFrame(typingFrame(conversationId));
    },
    [conversationId],
  );
}

/**
 * Whether the other member is typing in the conversation: from their last "typing" for TYPING_SHOWN_MS, or until
 * their message arrives.
 */
export function useOtherTyping(conversationId: string | undefined): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  useRealtimeEvent('typing', ({ conversation_id }) => {
    if (conversation_id !== conversationId) return;
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });
  useRealtimeEvent('message.created', ({ conversation_id, message }) => {
    if (conversation_id === conversationId && !message.mine) stop();
  });
  useEffect(() => stop, [conversationId, stop]);
  return typing;
}
