/**
 * Group commit: submissions that arrive together, or while the database is busy with a write, are written together
 * in the next one (one transaction, one commit), and each is answered only once that commit is done. An idle server
 * writes a lone submission as soon as the event loop has read what else arrived with it (setImmediate), so this adds
 * no waiting; under load it writes several rows per commit.
 */
export function groupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  options: { maxBatch?: number; canJoin?: (batch: Item[], item: Item) => boolean } = {},
) {
  const maxBatch = options.maxBatch ?? 200;
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  function nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const items: Item[] = [];
    const rest: Waiting[] = [];
    for (const waiting of queue) {
      const fits = batch.length < maxBatch && (!options.canJoin || options.canJoin(items, waiting.item));
      if (fits) {
        batch.push(waiting);
        items.push(waiting.item);
      } else rest.push(waiting);
    }
    queue = rest;
    return batch;
  }

  async function settle(batch: Waiting[]) {
    try {
      const results = await write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as Result));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      // One bad row must not fail the others: write them one at a time.
      for (const entry of batch) await settle([entry]);
    }
  }

  async function drain() {
    if (writing) return;
    writing = true;
    try {
      // The embedded database runs each statement in this thread, so requests that arrived together are read only
      // between writes: waiting for the rest of this turn of the event loop lets them join the first write.
      await new Promise((resolve) => setImmediate(resolve));
      while (queue.length) await settle(nextBatch());
    } finally {
      writing = false;
    }
  }

  return (item: Item): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      void drain();
    });
}
