import { queueOptionsSymbol, type PiscinaTask, type TaskQueue } from 'piscina';
import { heavyRequestAdmittedAt } from './heavy-work-tally.js';

interface Queued {
  task: PiscinaTask;
  /** When the heavy request the task works for was admitted (performance.now()); smaller runs first. */
  priority: number;
  /** Ties (tasks of one request) keep their order of arrival. */
  order: number;
}

/** What a task handed to `pool.run` carries for the queue (a symbol key: structured clone leaves it out). */
export interface HeavyTaskQueueOptions {
  priority: number;
}

/**
 * The task's queue options for a worker pool using createOldestRequestFirstQueue: the admission time
 * of the heavy request whose use case issues it, or now for work outside any (warm-up), which then
 * queues behind every admitted request's.
 */
export function heavyTaskQueueOptions(): { [queueOptionsSymbol]: HeavyTaskQueueOptions } {
  return { [queueOptionsSymbol]: { priority: heavyRequestAdmittedAt() ?? performance.now() } };
}

/**
 * A piscina task queue that hands a free worker the queued task of the oldest admitted heavy request,
 * instead of the oldest task. A request issues its tasks in steps (a document: decode, read, maybe a
 * turned copy and another read), each after the last one's answer; in a first-in-first-out queue
 * every step of a request queued again behind the steps other requests had issued meanwhile, so a
 * request's latency grew with everything admitted after it. Ordered by admission, a request's later
 * steps go ahead of newer requests' work and the pool serves requests nearly whole, one after another,
 * which is what the admission gate's prediction (owed work ahead of a new request) assumes. Sizes are
 * a handful of tasks (the gate bounds the requests in flight), so a sorted array is enough.
 */
export function createOldestRequestFirstQueue(): TaskQueue {
  const queued: Queued[] = [];
  let arrivals = 0;
  let returns = 0;
  const insert = (entry: Queued) => {
    let at = queued.length;
    while (at > 0 && (queued[at - 1]!.priority > entry.priority || (queued[at - 1]!.priority === entry.priority && queued[at - 1]!.order > entry.order))) at -= 1;
    queued.splice(at, 0, entry);
  };
  const priorityOf = (task: PiscinaTask) => {
    const options = task[queueOptionsSymbol] as Partial<HeavyTaskQueueOptions> | null;
    return typeof options?.priority === 'number' ? options.priority : performance.now();
  };
  return {
    get size() {
      return queued.length;
    },
    shift() {
      return queued.shift()?.task ?? null;
    },
    push(task) {
      insert({ task: task as PiscinaTask, priority: priorityOf(task as PiscinaTask), order: (arrivals += 1) });
    },
    // Piscina puts back a task it took but could not hand out: first among its equals again.
    unshift(task) {
      insert({ task: task as PiscinaTask, priority: priorityOf(task as PiscinaTask), order: -(returns += 1) });
    },
    remove(task) {
      const at = queued.findIndex((entry) => entry.task === task);
      if (at >= 0) queued.splice(at, 1);
    },
  };
}
