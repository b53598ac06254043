//! `llconv serve`: the llconv library over HTTP, for build farms.
//!
//! A thin shell: each endpoint makes the same library calls as the CLI
//! ([`ops`]), on a bounded pool of threads off the async runtime
//! ([`pool`]), with a content-addressed cache of results ([`cache`]).
//! The service keeps no state that replicas would have to share: scale
//! out by starting more behind any load balancer.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;

mod app;
pub mod cache;
pub mod error;
pub mod ops;
pub mod pool;
mod telemetry;

pub use app::{router, router_with, ApiDoc, AppState};
pub use telemetry::{init_logging, metrics_handle};

/// `llconv serve`'s options; each also comes from an `LLCONV_*`
/// environment variable (a flag wins).
#[derive(clap::Args, Clone, Debug)]
pub struct ServeArgs {
    /// Address and port to listen on (port 0: any free port)
    #[arg(
        long,
        env = "LLCONV_LISTEN",
        value_name = "ADDR:PORT",
        default_value = "127.0.0.1:8080"
    )]
    pub listen: String,

    /// Worker threads for the CPU-bound work. Default: one per core
    #[arg(long, env = "LLCONV_WORKERS", value_name = "N")]
    pub workers: Option<usize>,

    /// Requests that may wait for a worker; more get 503 with Retry-After.
    /// Default: four per worker
    #[arg(long, env = "LLCONV_QUEUE", value_name = "N")]
    pub queue: Option<usize>,

    /// Largest request body, in MiB, on the wire and after decompression
    /// (larger: 413)
    #[arg(
        long,
        env = "LLCONV_MAX_BODY_MB",
        value_name = "MIB",
        default_value_t = 32
    )]
    pub max_body_mb: usize,

    /// Largest answer, in MiB (larger: 413). Text can be exponentially
    /// larger than its module (shared constant expressions): such modules
    /// are refused before printing
    #[arg(
        long,
        env = "LLCONV_MAX_OUTPUT_MB",
        value_name = "MIB",
        default_value_t = 256
    )]
    pub max_output_mb: usize,

    /// Time limit of one request, in seconds (over it: 504)
    #[arg(
        long,
        env = "LLCONV_TIMEOUT_SECS",
        value_name = "SECONDS",
        default_value_t = 60
    )]
    pub timeout_secs: u64,

    /// Memory for the result cache, in MiB; 0 turns the cache off
    #[arg(
        long,
        env = "LLCONV_CACHE_MB",
        value_name = "MIB",
        default_value_t = 128
    )]
    pub cache_mb: usize,

    /// A file holding the bearer token that /v1 requests must send
    /// (Authorization: Bearer TOKEN). Default: no token needed
    #[arg(long, env = "LLCONV_TOKEN_FILE", value_name = "PATH")]
    pub token_file: Option<PathBuf>,

    /// Which logs to write (JSON on standard error), as a tracing filter:
    /// error, warn, info, debug, or per module (llconv_service=debug)
    #[arg(
        long,
        env = "LLCONV_LOG",
        value_name = "FILTER",
        default_value = "info"
    )]
    pub log: String,
}

/// What a server runs with; [`ServeArgs`] make one.
#[derive(Clone, Debug)]
pub struct Config {
    pub listen: String,
    pub workers: usize,
    pub queue: usize,
    /// Bytes, on the wire and after decompression.
    pub max_body: usize,
    /// Bytes of one answer (converted or linked module).
    pub max_output: usize,
    pub timeout: Duration,
    /// Bytes; 0 turns the cache off.
    pub cache_bytes: usize,
    pub token: Option<String>,
}

impl Default for Config {
    fn default() -> Config {
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            listen: "127.0.0.1:8080".to_owned(),
            workers,
            queue: 4 * workers,
            max_body: 32 << 20,
            max_output: 256 << 20,
            timeout: Duration::from_secs(60),
            cache_bytes: 128 << 20,
            token: None,
        }
    }
}

impl Config {
    pub fn from_args(args: &ServeArgs) -> Result<Config, String> {
        let defaults = Config::default();
        let workers = args.workers.unwrap_or(defaults.workers).max(1);
        let token = match &args.token_file {
            None => None,
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("cannot read the token file {}: {e}", path.display()))?;
                let token = text.trim();
                if token.is_empty() {
                    return Err(format!("the token file {} is empty", path.display()));
                }
                Some(token.to_owned())
            }
        };
        let mib = |n: usize| n.checked_mul(1 << 20).ok_or("a size in MiB is too large");
        Ok(Config {
            listen: args.listen.clone(),
            workers,
            queue: args.queue.unwrap_or(4 * workers),
            max_body: mib(args.max_body_mb)?,
            max_output: mib(args.max_output_mb)?,
            timeout: Duration::from_secs(args.timeout_secs.max(1)),
            cache_bytes: mib(args.cache_mb)?,
            token,
        })
    }
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    state: Arc<AppState>,
    shutdown: watch::Sender<bool>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// Binds `config.listen` and serves on the current tokio runtime.
    pub async fn start(config: Config) -> std::io::Result<Server> {
        Server::start_with(config, axum::Router::new()).await
    }

    /// [`Server::start`] with extra routes under the same layers (tests).
    #[doc(hidden)]
    pub async fn start_with(
        config: Config,
        extra: axum::Router<Arc<AppState>>,
    ) -> std::io::Result<Server> {
        let listener = tokio::net::TcpListener::bind(&config.listen).await?;
        let addr = listener.local_addr()?;
        let state = Arc::new(AppState::new(config)?);
        let app = router_with(Arc::clone(&state), extra);
        let (shutdown, mut stop) = watch::channel(false);
        let task = tokio::spawn(async move {
            axum::serve(listener, app)
                .with_graceful_shutdown(async move {
                    let _ = stop.wait_for(|stop| *stop).await;
                })
                .await
        });
        Ok(Server {
            addr,
            state,
            shutdown,
            task,
        })
    }

    /// The address it listens on (the port chosen, for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Starts a graceful shutdown: no new connections, /readyz answers 503,
    /// the requests in flight finish.
    pub fn shutdown(&self) {
        self.state.draining.store(true, Ordering::Relaxed);
        let _ = self.shutdown.send(true);
    }

    /// Waits until the server has stopped (after [`Server::shutdown`], once
    /// every request in flight is answered).
    pub async fn wait(self) -> std::io::Result<()> {
        self.task
            .await
            .map_err(|e| std::io::Error::other(format!("the server task failed: {e}")))?
    }
}

/// `llconv serve`: serves until SIGTERM or SIGINT, then finishes the
/// requests in flight and returns.
pub fn run(args: &ServeArgs) -> Result<(), String> {
    // Before anything is hashed: names sent to collide in the readers'
    // tables cannot be worked out ahead of time (llconv_ir::hash).
    let random_seed = llconv_ir::hash::use_random_seed();
    init_logging(&args.log);
    if !random_seed {
        tracing::warn!("hash tables already in use: their seed stays fixed");
    }
    let config = Config::from_args(args)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("llconv-io")
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async move {
        let listen = config.listen.clone();
        let (workers, queue) = (config.workers, config.queue);
        let server = Server::start(config)
            .await
            .map_err(|e| format!("cannot listen on {listen}: {e}"))?;
        let addr = server.addr();
        let stopped =
            serve_until_signalled(server).map_err(|e| format!("cannot listen for signals: {e}"))?;
        tracing::info!(%addr, workers, queue, "listening");
        stopped.await.map_err(|e| e.to_string())
    })
}

/// Serves until SIGTERM or SIGINT, then shuts down gracefully. The
/// signal handlers are in place when this returns (the future only waits).
pub fn serve_until_signalled(
    server: Server,
) -> std::io::Result<impl std::future::Future<Output = std::io::Result<()>>> {
    #[cfg(unix)]
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    Ok(async move {
        #[cfg(unix)]
        tokio::select! {
            _ = term.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("shutting down: finishing the requests in flight");
        server.shutdown();
        server.wait().await?;
        tracing::info!("stopped");
        Ok(())
    })
}
