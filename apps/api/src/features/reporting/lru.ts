/** A small in-process cache that forgets the least recently used entry beyond `capacity`. */
export const createLru = <V>(capacity: number) => {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set: (key: string, value: V) => {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    delete: (key: string) => {
      entries.delete(key);
    },
    /** Forgets every entry whose key starts with `prefix` (all of one session's). */
    deletePrefix: (prefix: string) => {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
};

export type Lru<V> = ReturnType<typeof createLru<V>>;
