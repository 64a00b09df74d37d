/**
 * Lets concurrent callers share one run of `read` without ever seeing a value older than their own
 * call: a caller arriving while a read is under way waits for the next read, which starts when the
 * current one settles and serves everyone who arrived meanwhile. So every answer comes from a read
 * that began after the caller asked (a write committed before the request is always seen), yet
 * under load one query serves a whole batch of requests instead of one each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = undefined;
    };
    current.then(settle, settle);
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
