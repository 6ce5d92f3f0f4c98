import { createHash } from 'node:crypto';

/**
 * Face descriptors by the SHA-256 of the image bytes, least recently used first out. An active
 * liveness submit compares one frontal frame with two or three others; without this the frontal
 * frame was decoded, detected, landmarked and embedded again for every comparison. A call for
 * bytes already being described waits for that work instead of repeating it. Only successes are
 * kept: a failure's error names the image by its role in the first call (selfie or reference), so
 * a caller that shared a failed result describes its image itself.
 */
export interface DescriptorCache<T> {
  get(bytes: Uint8Array, describe: () => Promise<T>): Promise<T>;
  /** What is kept (or being computed) for these bytes, without computing anything; undefined when nothing is. */
  peek(bytes: Uint8Array): Promise<T> | undefined;
  readonly size: number;
}

export function createDescriptorCache<T>(capacity: number): DescriptorCache<T> {
  const entries = new Map<string, Promise<T>>();
  const remember = (key: string, pending: Promise<T>) => {
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key);
    });
    while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    return pending;
  };
  const keyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');
  return {
    get size() {
      return entries.size;
    },
    peek(bytes) {
      return capacity <= 0 ? undefined : entries.get(keyOf(bytes));
    },
    async get(bytes, describe) {
      if (capacity <= 0) return describe();
      const key = keyOf(bytes);
      const known = entries.get(key);
      if (known) {
        entries.delete(key);
        entries.set(key, known);
        try {
          return await known;
        } catch {
          // Described again below, so the error names this call's image.
        }
      }
      return remember(key, describe());
    },
  };
}
