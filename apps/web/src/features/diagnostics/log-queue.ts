import { LOG_QUEUE } from './constants';

export type ClientLogEntry = {
  level: 'log' | 'error' | 'warn' | 'info' | 'debug';
  message: string;
  timestamp: string;
  sessionId?: string;
  metadata?: Record<string, unknown>;
};

export type LogBatch = {
  logs: ClientLogEntry[];
  sessionId: string;
  metadata: Record<string, unknown>;
  delayed: boolean;
};

/**
 * The client log queue (section 9): at most 100 entries (the oldest go first), sent in batches of
 * 10 every 5 s. A batch that fails is put back (marked delayed); failures stay silent.
 */
export const createLogQueue = ({
  send,
  sessionId,
  metadata,
  max = LOG_QUEUE.max as number,
  batch = LOG_QUEUE.batch as number,
}: {
  send: (batch: LogBatch) => Promise<unknown>;
  sessionId: string;
  metadata: () => Record<string, unknown>;
  max?: number;
  batch?: number;
}) => {
  let queue: ClientLogEntry[] = [];
  let isDelayed = false;
  let isSending = false;

  const enqueue = (entry: ClientLogEntry) => {
    queue.push(entry);
    if (queue.length > max) queue = queue.slice(queue.length - max);
  };

  /** Sends one batch (if any); resolves true when it was accepted. */
  const flush = async () => {
    if (isSending || queue.length === 0) return false;
    isSending = true;
    const logs = queue.slice(0, batch);
    queue = queue.slice(batch);
    try {
      await send({ logs, sessionId, metadata: metadata(), delayed: isDelayed });
      isDelayed = false;
      return true;
    } catch {
      isDelayed = true;
      queue = [...logs, ...queue].slice(-max);
      return false;
    } finally {
      isSending = false;
    }
  };

  return { enqueue, flush, size: () => queue.length };
};
