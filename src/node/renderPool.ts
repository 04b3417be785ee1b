// Content files rendered in worker threads, one per core: parsing, checking and rendering a page
// takes ~55 ms of CPU, and Gatsby calls onCreateNode for every file on one thread, so at a thousand
// pages this was most of the build. The pool is opened for the many files of a cold build and
// closed when sourcing ends (its memory is then free for Gatsby's HTML workers); a few files (a
// warm build, an edit in `gatsby develop`) render in the build's own thread, where starting
// workers would cost more than it saves. WEBPACK_DOCS_RENDER_THREADS=0 never opens the pool.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContentSource } from '../model/contentFile';
import { renderContentFile, type RenderedContent } from './renderContentFile';
import { DescribedContentError } from './contentFiles';

interface Job {
  worker: Worker;
  resolve: (result: RenderedContent) => void;
  reject: (error: Error) => void;
}

/** Threads to use: WEBPACK_DOCS_RENDER_THREADS, else one per core. */
export function getRenderThreads(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const configured = env.WEBPACK_DOCS_RENDER_THREADS;
  if (configured === undefined || configured === '') return cores;
  const threads = Number(configured);
  if (!Number.isInteger(threads) || threads < 0) throw new Error(`WEBPACK_DOCS_RENDER_THREADS must be a whole number >= 0, not "${configured}"`);
  return threads;
}

/** A failed render as a worker thread reports it (renderWorker.cjs). */
interface WorkerError {
  /** The content file's fault, `message` already described for the writer. */
  content: boolean;
  message: string;
  stack?: string;
}

/** The error a render failed with, back in the build's thread: a content problem stays one. */
function toError({ content, message, stack }: WorkerError): Error {
  if (content) return new DescribedContentError(message);
  const error = new Error(message);
  if (stack) error.stack = stack;
  return error;
}

class RenderPool {
  private readonly workers: Worker[] = [];
  private readonly jobs = new Map<number, Job>();
  private readonly load = new Map<Worker, number>();
  /** Renders asked for and not settled yet. */
  private readonly pending = new Set<Promise<RenderedContent>>();
  private nextId = 0;

  constructor(private readonly size: number) {}

  render(source: ContentSource): Promise<RenderedContent> {
    const worker = this.pickWorker();
    const id = this.nextId++;
    this.changeLoad(worker, 1);
    const rendered = new Promise<RenderedContent>((resolve, reject) => {
      this.jobs.set(id, { worker, resolve, reject });
      worker.postMessage({ id, source });
    });
    this.pending.add(rendered);
    const settle = () => this.pending.delete(rendered);
    rendered.then(settle, settle);
    return rendered;
  }

  /** The least busy worker, starting one while there are fewer than `size`. */
  private pickWorker(): Worker {
    const idle = this.workers.find((worker) => this.load.get(worker) === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.startWorker();
    return this.workers.reduce((least, worker) => ((this.load.get(worker) ?? 0) < (this.load.get(least) ?? 0) ? worker : least));
  }

  private startWorker(): Worker {
    const worker = new Worker(join(process.cwd(), 'src', 'node', 'renderWorker.cjs'));
    worker.on('message', ({ id, result, error }: { id: number; result?: RenderedContent; error?: WorkerError }) => {
      const job = this.jobs.get(id);
      this.jobs.delete(id);
      this.changeLoad(worker, -1);
      if (error !== undefined) job?.reject(toError(error));
      else job?.resolve(result!);
    });
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) => code !== 0 && this.failAll(worker, new Error(`a render worker stopped with exit code ${code}`)));
    this.workers.push(worker);
    this.load.set(worker, 0);
    return worker;
  }

  /** A busy worker keeps the process alive; an idle one must not keep `gatsby build` from exiting. */
  private changeLoad(worker: Worker, change: number): void {
    const load = (this.load.get(worker) ?? 0) + change;
    this.load.set(worker, load);
    if (load > 0) worker.ref();
    else worker.unref();
  }

  /** A worker that died takes its jobs with it: they fail with its error, and the build names it. */
  private failAll(worker: Worker, error: Error): void {
    const index = this.workers.indexOf(worker);
    if (index === -1) return;
    this.workers.splice(index, 1);
    this.load.delete(worker);
    for (const [id, job] of this.jobs) {
      if (job.worker !== worker) continue;
      this.jobs.delete(id);
      job.reject(error);
    }
  }

  /**
   * Ends the workers once the renders asked for have settled: a render Gatsby's onCreateNode is still
   * awaiting when sourcing ends (a file changed while the build read it) finishes rather than fails
   * the build. The workers leave the pool first, so no exit handler sees them.
   */
  async close(): Promise<unknown> {
    await Promise.allSettled(this.pending);
    const workers = this.workers.splice(0);
    return Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** Fewer files than this render in the build's own thread. */
export const POOL_THRESHOLD = 16;

let pool: RenderPool | null = null;

/** Opens the pool for `files` renders to come, when they are many and threads are allowed; returns whether it is open. */
export function openRenderPool(files: number): boolean {
  const threads = getRenderThreads();
  if (!pool && threads > 0 && files >= POOL_THRESHOLD) pool = new RenderPool(threads);
  return pool !== null;
}

/** Closes the pool: later renders run in this thread until it is opened again. */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

/** Renders a content file in the pool when it is open, else in this thread. */
export function renderInPool(source: ContentSource): Promise<RenderedContent> {
  return pool ? pool.render(source) : renderContentFile(source);
}
