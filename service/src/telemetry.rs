//! Prometheus metrics and JSON logs. Both are process-wide (one recorder,
//! one subscriber), so both are installed once, however many servers a
//! process starts (the tests start several).

use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Latency buckets, in seconds: from a cached answer to a large compile.
const LATENCY_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's Prometheus recorder, installed on first use.
pub fn metrics_handle() -> PrometheusHandle {
    HANDLE
        .get_or_init(|| {
            // Fails only for an empty list of buckets.
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".to_owned()), LATENCY_BUCKETS)
                .unwrap_or_else(|_| PrometheusBuilder::new());
            let recorder = builder.build_recorder();
            let handle = recorder.handle();
            // Another recorder already installed by the embedding program:
            // ours then stays empty, and /metrics says so.
            if metrics::set_global_recorder(recorder).is_ok() {
                describe();
            }
            // Histograms are kept in per-thread buffers until an upkeep
            // drains them; the exporter's own HTTP listener would do this.
            let upkeep = handle.clone();
            let _ = std::thread::Builder::new()
                .name("llconv-metrics".to_owned())
                .spawn(move || loop {
                    std::thread::sleep(Duration::from_secs(5));
                    upkeep.run_upkeep();
                });
            handle
        })
        .clone()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(
        "llconv_http_requests_total",
        "Requests answered, by endpoint, method and status"
    );
    describe_histogram!(
        "llconv_http_request_duration_seconds",
        Unit::Seconds,
        "Time from a request's arrival to its response's headers, by endpoint"
    );
    describe_gauge!(
        "llconv_http_requests_in_flight",
        "Requests being answered now"
    );
    describe_counter!(
        "llconv_http_request_bytes_total",
        Unit::Bytes,
        "Module bytes received (after decompression), by endpoint"
    );
    describe_counter!(
        "llconv_http_response_bytes_total",
        Unit::Bytes,
        "Result bytes sent (before compression), by endpoint"
    );
    describe_gauge!("llconv_queue_depth", "Jobs waiting for a worker thread");
    describe_gauge!("llconv_workers_busy", "Worker threads running a job");
    describe_counter!(
        "llconv_rejected_total",
        "Requests refused with 503 because the queue was full"
    );
    describe_counter!("llconv_cache_hits_total", "Results served from the cache");
    describe_counter!(
        "llconv_cache_misses_total",
        "Results computed (the cache did not have them)"
    );
    describe_gauge!(
        "llconv_cache_bytes",
        Unit::Bytes,
        "Bytes held by the result cache"
    );
    describe_counter!(
        "llconv_panics_total",
        "Panics caught in workers (each a bug, answered with 500)"
    );
}

/// JSON logs on standard error, one object a line, filtered by `filter`
/// (`info`, `llconv_service=debug`, ...). Does nothing if the process has
/// a subscriber already.
pub fn init_logging(filter: &str) {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_current_span(true)
        .with_span_list(false)
        .with_writer(std::io::stderr)
        .try_init();
}
