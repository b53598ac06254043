//! A fixed pool of threads for the CPU-bound work, off the async runtime,
//! with a bounded queue: a job that finds it full is refused at once (the
//! caller answers 503) instead of waiting without bound.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

/// The parsers recurse (to a bounded depth); give workers the stack a
/// main thread has and more.
const WORKER_STACK: usize = 16 << 20;

/// Where a job sends its result. Dropping it unsent (a panic) tells the
/// waiting request that the work failed.
pub struct Reply<R>(oneshot::Sender<R>);

impl<R> Reply<R> {
    pub fn send(self, value: R) {
        // The request may have timed out or its client gone: nothing to do.
        let _ = self.0.send(value);
    }

    /// Whether nobody waits for the result any more.
    pub fn is_closed(&self) -> bool {
        self.0.is_closed()
    }
}

/// The queue is full.
#[derive(Debug)]
pub struct Full;

pub struct Pool {
    sender: Option<SyncSender<Job>>,
    queued: Arc<AtomicUsize>,
    workers: Vec<std::thread::JoinHandle<()>>,
}

impl Pool {
    /// `workers` threads and room for `queue` jobs waiting for one.
    pub fn new(workers: usize, queue: usize) -> std::io::Result<Pool> {
        let (sender, receiver) = mpsc::sync_channel::<Job>(queue);
        let receiver = Arc::new(Mutex::new(receiver));
        let queued = Arc::new(AtomicUsize::new(0));
        let mut handles = Vec::new();
        for i in 0..workers.max(1) {
            let receiver = Arc::clone(&receiver);
            let queued = Arc::clone(&queued);
            let handle = std::thread::Builder::new()
                .name(format!("llconv-worker-{i}"))
                .stack_size(WORKER_STACK)
                .spawn(move || loop {
                    // A poisoned lock only means another worker panicked
                    // while holding it, which `recv` cannot do.
                    let job = match receiver.lock() {
                        Ok(r) => r.recv(),
                        Err(poisoned) => poisoned.into_inner().recv(),
                    };
                    let Ok(job) = job else { return };
                    let depth = queued.fetch_sub(1, Ordering::Relaxed) - 1;
                    metrics::gauge!("llconv_queue_depth").set(depth as f64);
                    metrics::gauge!("llconv_workers_busy").increment(1.0);
                    // A panic in the library is a bug; it must not take the
                    // worker (or the process) with it. The reply is dropped
                    // unsent, which the request reports as a 500.
                    if catch_unwind(AssertUnwindSafe(job)).is_err() {
                        tracing::error!("a job panicked in a worker");
                        metrics::counter!("llconv_panics_total").increment(1);
                    }
                    metrics::gauge!("llconv_workers_busy").decrement(1.0);
                })?;
            handles.push(handle);
        }
        Ok(Pool {
            sender: Some(sender),
            queued,
            workers: handles,
        })
    }

    /// Queues `work`; its result comes on the receiver. Work whose request
    /// is gone by the time a worker takes it is skipped.
    pub fn submit<R: Send + 'static>(
        &self,
        work: impl FnOnce(Reply<R>) + Send + 'static,
    ) -> Result<oneshot::Receiver<R>, Full> {
        let (tx, rx) = oneshot::channel();
        let reply = Reply(tx);
        let job: Job = Box::new(move || {
            if !reply.is_closed() {
                work(reply);
            }
        });
        let sender = self.sender.as_ref().ok_or(Full)?;
        // Counted before sending, so that a worker never sees it negative.
        let depth = self.queued.fetch_add(1, Ordering::Relaxed) + 1;
        match sender.try_send(job) {
            Ok(()) => {
                metrics::gauge!("llconv_queue_depth").set(depth as f64);
                Ok(rx)
            }
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                self.queued.fetch_sub(1, Ordering::Relaxed);
                Err(Full)
            }
        }
    }
}

impl Drop for Pool {
    /// Lets the workers finish what is queued, then waits for them.
    fn drop(&mut self) {
        self.sender.take();
        for handle in self.workers.drain(..) {
            let _ = handle.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;
    use std::time::Duration;

    #[test]
    fn runs_work_and_refuses_when_full() {
        let pool = Pool::new(1, 1).expect("threads");
        let (release_tx, release_rx) = channel::<()>();
        let (started_tx, started_rx) = channel::<()>();
        // One job holds the worker, one waits in the queue: the third is
        // refused.
        let busy = pool
            .submit(move |reply: Reply<u32>| {
                let _ = started_tx.send(());
                let _ = release_rx.recv();
                reply.send(1);
            })
            .expect("room");
        started_rx
            .recv_timeout(Duration::from_secs(10))
            .expect("started");
        let queued = pool
            .submit(|reply: Reply<u32>| reply.send(2))
            .expect("room");
        assert!(pool.submit(|reply: Reply<u32>| reply.send(3)).is_err());
        let _ = release_tx.send(());
        assert_eq!(busy.blocking_recv().ok(), Some(1));
        assert_eq!(queued.blocking_recv().ok(), Some(2));
    }

    #[test]
    fn a_panic_fails_the_job_and_not_the_worker() {
        let pool = Pool::new(1, 4).expect("threads");
        let failed = pool
            .submit(|_reply: Reply<u32>| panic!("a bug in the library"))
            .expect("room");
        assert!(failed.blocking_recv().is_err());
        let ok = pool
            .submit(|reply: Reply<u32>| reply.send(7))
            .expect("room");
        assert_eq!(ok.blocking_recv().ok(), Some(7));
    }
}
