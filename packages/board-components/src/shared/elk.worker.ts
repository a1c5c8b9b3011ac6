/**
 * The statechart layout worker: ELK's worker script, bundled as a module worker file of its own
 * so that it loads from the page's origin (a strict `worker-src 'self'` allows it; a blob: URL it
 * would refuse). The script answers messages on `self` when it runs in a worker.
 */
import 'elkjs/lib/elk-worker.min.js';
