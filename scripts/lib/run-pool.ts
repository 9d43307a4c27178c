/** Works through the items two at a time: one per core on this machine (sharp and zlib each keep one thread busy). */
export async function runPool<T>(items: T[], work: (item: T) => Promise<void>, size = 2) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}
