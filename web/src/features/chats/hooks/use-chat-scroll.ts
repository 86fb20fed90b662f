import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ShownMessage } from '../messages.ts';

/** How close to the foot (px) counts as "reading the newest": new messages then scroll into view. */
const NEAR_BOTTOM_PX = 120;
/** How close to the top (px) loads the older messages. */
const NEAR_TOP_PX = 40;

/**
 * The scrolling of a conversation: at the newest message when it opens; on a new message when the member was near the
 * foot (or sent it); unmoved when older messages come in above; older ones asked for when the top is reached.
 */
export function useChatScroll(messages: ShownMessage[], loadOlder: (() => void) | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, nearBottom: true });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const state = seen.current;
    const first = messages[0]?.id ?? '';
    const last = messages.at(-1)?.id ?? '';
    if (!state.first && !state.last) element.scrollTop = element.scrollHeight;
    else if (first !== state.first && last === state.last) element.scrollTop += element.scrollHeight - state.height;
    else if (last !== state.last && (state.nearBottom || messages.at(-1)?.mine)) {
      element.scrollTop = element.scrollHeight;
    }
    Object.assign(state, { first, last, height: element.scrollHeight });
  }, [messages]);

  // Photos that load later grow the list: a member reading the newest stays at the foot.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (seen.current.nearBottom) element.scrollTop = element.scrollHeight;
      seen.current.height = element.scrollHeight;
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current!;
    const state = seen.current;
    state.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    state.height = element.scrollHeight;
    if (element.scrollTop < NEAR_TOP_PX) loadOlder?.();
  };

  return { scroller, content, onScroll };
}
