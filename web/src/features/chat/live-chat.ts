import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { INBOX_SUBSCRIPTION, type ChatMessageEntry } from './chat-documents';

/** What an open chat hears: a message that arrived, or "you may have missed some: catch up". */
export interface ChatEventHandlers {
  onMessage?: (message: ChatMessageEntry) => void;
  onResync?: () => void;
}

const listeners = new Set<{ current: ChatEventHandlers }>();

/** A message arrived live (the socket): every open chat view and list hears it. */
export function emitChatMessage(message: ChatMessageEntry): void {
  for (const listener of listeners) listener.current.onMessage?.(message);
}

/** Messages may have been missed (the socket reconnected, the server lost its event stream, or a poll). */
export function emitChatResync(): void {
  for (const listener of listeners) listener.current.onResync?.();
}

/** Listens to the chat's live events while the component is mounted (the latest handlers are used). */
export function useChatEvents(handlers: ChatEventHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    listeners.add(ref);
    return () => {
      listeners.delete(ref);
    };
  }, []);
}

/** How often an open chat asks for new messages when no live socket is connected. */
export const CHAT_POLL_MS = 3_000;

/** Polls (asks every open chat to catch up) while `enabled`: the fallback when the socket cannot connect. */
export function useChatPolling(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(emitChatResync, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}

/** Listens to the live socket's inbox while mounted: messages and resyncs go to the open chat views. */
export function useInbox(): void {
  useSubscription(INBOX_SUBSCRIPTION, {
    onData: ({ data }) => {
      const event = data.data?.inbox;
      if (!event) return;
      if (event.kind === 'MESSAGE' && event.message) emitChatMessage(event.message);
      else if (event.kind === 'RESYNC' || event.kind === 'READ') emitChatResync();
    },
  });
}
