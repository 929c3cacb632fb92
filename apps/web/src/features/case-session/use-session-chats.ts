import type { SessionClock, TranscriptMessage } from '@urosim/contracts';
import { useEffect, useRef, useState } from 'react';
import { type ChatMessage, outgoingText, toChatMessage } from './chat-messages';
import { runChatTurn } from './chat-turn';
import type { Channel } from './sessions-api';
import { onTranscriptLine } from './transcript-line-events';

type ChatState = { messages: ChatMessage[]; isPending: boolean };
type Chats = Record<Channel, ChatState>;

const chatsFrom = (transcript: readonly TranscriptMessage[]): Chats => {
  const chat = (channel: Channel): ChatState => ({
    messages: transcript.filter((line) => line.channel === channel).map(toChatMessage),
    isPending: false,
  });
  return { patient: chat('patient'), nurse: chat('nurse') };
};

/**
 * The patient's and the nurse's chats of a session: they start from its stored transcript when
 * the page takes the session on, then hold the page's own turns. Turns still running when the page
 * goes are aborted.
 */
export const useSessionChats = ({
  session,
  isActive,
  onClock,
  onConflict,
}: {
  session: { id: string; transcript: TranscriptMessage[] } | null;
  isActive: boolean;
  onClock: (clock: SessionClock) => void;
  onConflict: () => void;
}) => {
  const sessionId = session?.id ?? null;
  const [state, setState] = useState(() => ({ sessionId, chats: chatsFrom(session?.transcript ?? []) }));
  let { chats } = state;
  if (state.sessionId !== sessionId) {
    chats = chatsFrom(session?.transcript ?? []);
    setState({ sessionId, chats });
  }
  const counter = useRef(0);
  const pendingChannels = useRef(new Set<Channel>());
  const aborts = useRef(new Set<AbortController>());
  useEffect(
    () => () => {
      for (const controller of aborts.current) controller.abort();
    },
    [],
  );

  const nextLocalId = () => {
    counter.current += 1;
    return `local-${counter.current}`;
  };
  const updateChat = (channel: Channel, change: (chat: ChatState) => ChatState) =>
    setState((current) =>
      current.sessionId === sessionId
        ? { sessionId, chats: { ...current.chats, [channel]: change(current.chats[channel]) } }
        : current,
    );

  // A line someone else added (a copilot session's facilitator): shown at once, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: updateChat is rebuilt each render from sessionId
  useEffect(
    () =>
      onTranscriptLine((line) => {
        if (line.sessionId !== sessionId) return;
        const { channel } = line.message;
        updateChat(channel, (chat) =>
          chat.messages.some((message) => message.id === line.message.id)
            ? chat
            : { ...chat, messages: [...chat.messages, toChatMessage(line.message)] },
        );
      }),
    [sessionId],
  );

  /** Sends a chat message; false when nothing was sent (empty, a reply pending, not active). */
  const send = (channel: Channel, draft: string): boolean => {
    const text = outgoingText(draft);
    if (text === null || !sessionId || !isActive || pendingChannels.current.has(channel)) return false;
    pendingChannels.current.add(channel);
    const timestamp = new Date().toISOString();
    const userId = nextLocalId();
    const botId = nextLocalId();
    updateChat(channel, (chat) => ({
      isPending: true,
      messages: [
        ...chat.messages,
        { id: userId, text, sender: 'user', timestamp },
        { id: botId, text: '', sender: 'bot', timestamp, isStreaming: true },
      ],
    }));
    const controller = new AbortController();
    aborts.current.add(controller);
    const edit = (change: (messages: ChatMessage[]) => ChatMessage[]) =>
      updateChat(channel, (chat) => ({ ...chat, messages: change(chat.messages) }));
    void runChatTurn({
      channel,
      sessionId,
      text,
      userId,
      botId,
      edit,
      onClock,
      onConflict,
      signal: controller.signal,
    }).finally(() => {
      aborts.current.delete(controller);
      pendingChannels.current.delete(channel);
      updateChat(channel, (chat) => ({ ...chat, isPending: false }));
    });
    return true;
  };

  /**
   * A line that came by the live room (a colleague's reply, or the engine's after a hand-back; ADR
   * 0118): it takes the place of the oldest reply awaited from the colleague, or is added; a line
   * held already is not added twice, nor one a turn in flight will bring.
   */
  const receive = (line: TranscriptMessage) => {
    if (line.sender === 'trainee') return;
    updateChat(line.channel, (chat) => {
      if (chat.messages.some((m) => m.id === line.id)) return chat;
      const awaited = chat.messages.findIndex((m) => m.isAwaitingColleague);
      if (awaited < 0 && chat.isPending) return chat;
      const messages =
        awaited < 0
          ? [...chat.messages, toChatMessage(line)]
          : chat.messages.map((m, index) => (index === awaited ? toChatMessage(line) : m));
      return { ...chat, messages };
    });
  };

  return { chats, send, receive };
};
