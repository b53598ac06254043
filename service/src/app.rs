//! The HTTP side: routes, handlers, the layers around them, OpenAPI.
//! Handlers only read the request, hand the work to the pool and write the
//! answer; the work itself is in [`crate::ops`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, FromRequest, MatchedPath, Multipart, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use http_body_util::BodyExt;
use serde::Deserialize;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::decompression::RequestDecompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnFailure, DefaultOnResponse, TraceLayer};
use utoipa::{IntoParams, OpenApi};

use crate::cache::{etag, Cache, Cached, Key, KeyBuilder};
use crate::error::{kind_for_status, ApiError, ErrorBody, APPLICATION_JSON};
use crate::ops::{self, Format, Output, BITCODE_TYPE, IR_TYPE};
use crate::pool::Pool;
use crate::Config;

/// What every handler shares: nothing a replica would have to share with
/// another (the cache is an optimization of its own).
pub struct AppState {
    pub config: Config,
    pool: Pool,
    /// Requests admitted to read a body and wait for a worker: the bound
    /// on bodies in memory.
    admission: Arc<Semaphore>,
    cache: Arc<Cache>,
    token: Option<blake3::Hash>,
    pub draining: AtomicBool,
    metrics: metrics_exporter_prometheus::PrometheusHandle,
}

impl AppState {
    pub fn new(config: Config) -> std::io::Result<AppState> {
        // Admission bounds the work to workers + queue; the pool's queue
        // holds as much, so that an admitted job is never refused while a
        // worker is between two jobs. It refuses only past that (work whose
        // request timed out still runs).
        let pool = Pool::new(config.workers, config.workers + config.queue)?;
        Ok(AppState {
            admission: Arc::new(Semaphore::new(config.workers + config.queue)),
            cache: Arc::new(Cache::new(config.cache_bytes)),
            token: config.token.as_deref().map(|t| blake3::hash(t.as_bytes())),
            draining: AtomicBool::new(false),
            metrics: crate::telemetry::metrics_handle(),
            pool,
            config,
        })
    }

    /// A place among the requests being worked on, or 503.
    fn admit(&self) -> Result<OwnedSemaphorePermit, ApiError> {
        Arc::clone(&self.admission)
            .try_acquire_owned()
            .map_err(|_| overloaded())
    }
}

fn overloaded() -> ApiError {
    metrics::counter!("llconv_rejected_total").increment(1);
    ApiError::overloaded()
}

type Shared = Arc<AppState>;

/// The whole service: routes and layers.
pub fn router(state: Shared) -> Router {
    router_with(state, Router::new())
}

/// [`router`] with `extra` routes under the same layers (tests add a
/// handler that panics).
#[doc(hidden)]
pub fn router_with(state: Shared, extra: Router<Shared>) -> Router {
    let v1 = Router::new()
        .route("/v1/convert", post(convert))
        .route("/v1/verify", post(verify))
        .route("/v1/link", post(link))
        .route("/v1/compile", post(compile))
        .merge(extra)
        .route_layer(middleware::from_fn_with_state(
            Arc::clone(&state),
            require_token,
        ));
    let max_body = state.config.max_body;
    let timeout = state.config.timeout;
    let x_request_id = HeaderName::from_static("x-request-id");
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics_text))
        .route("/openapi.json", get(openapi))
        .merge(v1)
        .fallback(not_found)
        // `Router::layer` calls go innermost first (each wraps the ones
        // before it); inside the ServiceBuilder, outermost first.
        .layer(
            ServiceBuilder::new()
                // Fastest: the results are large and the network a LAN.
                .layer(CompressionLayer::new().quality(CompressionLevel::Fastest))
                // Bytes on the wire (compressed)...
                .layer(RequestBodyLimitLayer::new(max_body))
                .layer(RequestDecompressionLayer::new())
                // ...and after decompression, for multipart (the other
                // handlers read with the same limit).
                .layer(DefaultBodyLimit::max(max_body)),
        )
        // Before decompression: say which encodings there are.
        .layer(middleware::from_fn(known_encoding))
        .layer(CatchPanicLayer::custom(|_| {
            tracing::error!("a handler panicked");
            metrics::counter!("llconv_panics_total").increment(1);
            ApiError::internal("the handler panicked (a bug); the service goes on").into_response()
        }))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::GATEWAY_TIMEOUT,
            timeout,
        ))
        .layer(middleware::map_response(json_errors))
        .layer(middleware::from_fn(track))
        .layer(PropagateRequestIdLayer::new(x_request_id.clone()))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|req: &Request| {
                    let id = req
                        .headers()
                        .get("x-request-id")
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("");
                    tracing::info_span!(
                        "request",
                        method = %req.method(),
                        path = %req.uri().path(),
                        request_id = %id,
                    )
                })
                .on_response(DefaultOnResponse::new().level(tracing::Level::INFO))
                // A 503 when the queue is full is the design working, not a
                // failure to page anyone for; panics log their own error.
                .on_failure(DefaultOnFailure::new().level(tracing::Level::WARN)),
        )
        .layer(SetRequestIdLayer::new(x_request_id, MakeRequestUuid))
        .with_state(state)
}

/// Counts every request: by endpoint (the route, not the raw path, so
/// that the label set stays small), method and status; times it.
async fn track(matched: Option<MatchedPath>, req: Request, next: Next) -> Response {
    let endpoint = matched
        .map(|m| m.as_str().to_owned())
        .unwrap_or_else(|| "unmatched".to_owned());
    let method = req.method().to_string();
    let start = Instant::now();
    let in_flight = metrics::gauge!("llconv_http_requests_in_flight");
    in_flight.increment(1.0);
    // Decremented however the request ends (a dropped connection too).
    struct Leave(metrics::Gauge);
    impl Drop for Leave {
        fn drop(&mut self) {
            self.0.decrement(1.0);
        }
    }
    let _leave = Leave(in_flight);
    let response = next.run(req).await;
    metrics::counter!(
        "llconv_http_requests_total",
        "endpoint" => endpoint.clone(),
        "method" => method,
        "status" => response.status().as_u16().to_string(),
    )
    .increment(1);
    metrics::histogram!("llconv_http_request_duration_seconds", "endpoint" => endpoint)
        .record(start.elapsed().as_secs_f64());
    response
}

/// Answers that a layer or the router made (404, 405, 413, 415, 504...)
/// come with a plain body or none; every error is JSON, so they are
/// rewritten, with the layer's text as the message.
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(APPLICATION_JSON.as_bytes()));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    // These bodies are a line of text at most; more is not read, and a
    // compressed one is not text.
    let text = if parts.headers.contains_key(header::CONTENT_ENCODING) {
        String::new()
    } else {
        let text = axum::body::to_bytes(body, 4096).await.unwrap_or_default();
        String::from_utf8_lossy(&text).trim().to_owned()
    };
    let message = if text.is_empty() {
        status
            .canonical_reason()
            .unwrap_or("error")
            .to_ascii_lowercase()
    } else {
        text
    };
    let error = ApiError::new(status, kind_for_status(status), message).into_response();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.remove(header::CONTENT_ENCODING);
    let (new_parts, body) = error.into_parts();
    for (name, value) in &new_parts.headers {
        parts.headers.insert(name, value.clone());
    }
    Response::from_parts(parts, body)
}

/// A request body in an encoding the service does not read: 415 that
/// names the ones it does (the decompression layer would say only "unsupported
/// media type").
async fn known_encoding(req: Request, next: Next) -> Response {
    if let Some(encoding) = req.headers().get(header::CONTENT_ENCODING) {
        // The decompression layer takes exactly these spellings.
        let encoding = String::from_utf8_lossy(encoding.as_bytes());
        if !matches!(encoding.as_ref(), "zstd" | "gzip" | "identity") {
            return ApiError::unsupported_media_type(format!(
                "Content-Encoding {encoding:?} is not read here: send zstd, gzip or none"
            ))
            .into_response();
        }
    }
    next.run(req).await
}

/// `Authorization: Bearer TOKEN` on /v1, when the service has a token.
async fn require_token(State(state): State<Shared>, req: Request, next: Next) -> Response {
    if let Some(expected) = state.token {
        let given = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            // The scheme's name is case-insensitive (RFC 9110).
            .and_then(|v| v.split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, t)| blake3::hash(t.trim().as_bytes()));
        // blake3::Hash compares in constant time.
        if given != Some(expected) {
            return ApiError::new(
                StatusCode::UNAUTHORIZED,
                "unauthorized",
                "this service needs a token: Authorization: Bearer TOKEN",
            )
            .into_response();
        }
    }
    next.run(req).await
}

async fn not_found(uri: Uri) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        format!("no such endpoint: {}", uri.path()),
    )
}

/// The process is up.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "The process answers", content_type = "application/json")))]
async fn healthz() -> impl IntoResponse {
    json_status(StatusCode::OK, "ok")
}

/// The replica takes work: 503 once it is shutting down, so that a load
/// balancer sends no more.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses(
        (status = 200, description = "Taking requests", content_type = "application/json"),
        (status = 503, description = "Shutting down", content_type = "application/json"),
    ))]
async fn readyz(State(state): State<Shared>) -> impl IntoResponse {
    if state.draining.load(Ordering::Relaxed) {
        json_status(StatusCode::SERVICE_UNAVAILABLE, "draining")
    } else {
        json_status(StatusCode::OK, "ready")
    }
}

fn json_status(status: StatusCode, word: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, APPLICATION_JSON)],
        format!("{{\"status\":\"{word}\"}}"),
    )
        .into_response()
}

/// Prometheus metrics, text format.
#[utoipa::path(get, path = "/metrics", tag = "operations",
    responses((status = 200, description = "Prometheus text exposition", content_type = "text/plain")))]
async fn metrics_text(State(state): State<Shared>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        state.metrics.render(),
    )
}

/// This document.
#[utoipa::path(get, path = "/openapi.json", tag = "operations",
    responses((status = 200, description = "The OpenAPI document", content_type = "application/json")))]
async fn openapi() -> impl IntoResponse {
    let json = ApiDoc::openapi()
        .to_json()
        .unwrap_or_else(|_| "{}".to_owned());
    ([(header::CONTENT_TYPE, APPLICATION_JSON)], json)
}

/// The module a request sends, and what it said it is.
struct Input {
    bytes: Vec<u8>,
    /// `Content-Type: application/x-llvm-bitcode`: text is then refused.
    declared_bitcode: bool,
}

/// Checks the content type (415 for one the service does not take).
fn declared_bitcode(headers: &HeaderMap) -> Result<bool, ApiError> {
    let Some(value) = headers.get(header::CONTENT_TYPE) else {
        return Ok(false);
    };
    let media = media_type(value.to_str().unwrap_or(""));
    match media.as_str() {
        BITCODE_TYPE => Ok(true),
        IR_TYPE | "application/octet-stream" | "text/plain" => Ok(false),
        other => Err(ApiError::unsupported_media_type(format!(
            "a module is sent as {IR_TYPE}, {BITCODE_TYPE} or application/octet-stream, not {other:?}"
        ))),
    }
}

/// `type/subtype` without parameters, lowercase.
fn media_type(value: &str) -> String {
    value
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase()
}

/// The format `Accept` asks for, if it names one: the first it lists.
fn accepted_format(headers: &HeaderMap) -> Option<Format> {
    let accept = headers.get(header::ACCEPT)?.to_str().ok()?;
    accept
        .split(',')
        .find_map(|item| match media_type(item).as_str() {
            BITCODE_TYPE | "application/octet-stream" => Some(Format::Bc),
            IR_TYPE | "text/plain" => Some(Format::Ll),
            _ => None,
        })
}

/// Reads the whole body, decompressed, up to the limit (413 past it), so
/// that a small compressed bomb stops at the limit.
async fn read_body(headers: &HeaderMap, body: Body, limit: usize) -> Result<Vec<u8>, ApiError> {
    let hint = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(0);
    let mut bytes = Vec::with_capacity(hint.min(limit));
    let mut body = body;
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(|e| body_error(&e, limit))?;
        if let Ok(data) = frame.into_data() {
            if bytes.len() + data.len() > limit {
                return Err(ApiError::too_large(limit));
            }
            bytes.extend_from_slice(&data);
        }
    }
    Ok(bytes)
}

/// A body that could not be read: too long (the wire limit), or not what
/// its `Content-Encoding` says.
fn body_error(e: &axum::Error, limit: usize) -> ApiError {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(s) = source {
        if s.is::<http_body_util::LengthLimitError>() {
            return ApiError::too_large(limit);
        }
        source = s.source();
    }
    ApiError::bad_request(format!("cannot read the body: {e}"))
}

/// Checks a request (`check`: its query; then its content type and a
/// place among the requests being worked on) and reads its body. A
/// request refused before its body is read has the body read and thrown
/// away first (up to the limit): a client still sending would otherwise
/// meet a reset connection instead of the answer.
async fn admit_and_read<T>(
    state: &AppState,
    headers: &HeaderMap,
    body: Body,
    check: impl FnOnce() -> Result<T, ApiError>,
) -> Result<(T, OwnedSemaphorePermit, Input), ApiError> {
    let checked = check().and_then(|t| {
        let declared_bitcode = declared_bitcode(headers)?;
        Ok((t, declared_bitcode, state.admit()?))
    });
    let (t, declared_bitcode, admitted) = match checked {
        Ok(c) => c,
        Err(e) => return Err(refuse_unread(headers, body, state.config.max_body, e).await),
    };
    let bytes = read_body(headers, body, state.config.max_body).await?;
    Ok((
        t,
        admitted,
        Input {
            bytes,
            declared_bitcode,
        },
    ))
}

/// Reads `body` to its end or the limit, keeping nothing, and gives back
/// `error` (see [`admit_and_read`]). Bounded in time by the request's.
/// Only a plain body with a length: decompressing a body only to throw it
/// away would spend the CPU a refusal is meant to save (and a compressed
/// body is small on the wire, mostly read already).
async fn refuse_unread(headers: &HeaderMap, body: Body, limit: usize, error: ApiError) -> ApiError {
    // The decompression layer drops Content-Length from what it decodes.
    if !headers.contains_key(header::CONTENT_LENGTH) {
        return error;
    }
    let mut body = body;
    let mut seen = 0usize;
    while let Some(Ok(frame)) = body.frame().await {
        if let Ok(data) = frame.into_data() {
            seen += data.len();
            if seen > limit {
                break;
            }
        }
    }
    error
}

/// Parses the query string (400 with serde's words for a bad one).
fn query<T: serde::de::DeserializeOwned>(uri: &Uri) -> Result<T, ApiError> {
    Query::<T>::try_from_uri(uri)
        .map(|Query(q)| q)
        .map_err(|e| ApiError::bad_request(e.body_text()))
}

/// Runs `work` on the pool and waits for it: 503 if the queue is full,
/// 500 if it panicked. A fresh result goes into the cache from the worker,
/// so that work whose request timed out still serves the next one.
async fn run<F>(state: &AppState, key: Option<Key>, work: F) -> Result<Arc<Cached>, ApiError>
where
    F: FnOnce() -> ops::Done + Send + 'static,
{
    let cache = Arc::clone(&state.cache);
    let receiver = state
        .pool
        .submit(move |reply| {
            let (result, module) = work();
            let result = result.map(|out| {
                let cached = Arc::new(Cached {
                    bytes: Bytes::from(out.bytes),
                    content_type: out.content_type,
                    diagnostics: out.diagnostics,
                });
                if let Some(key) = key {
                    cache.put(key, Arc::clone(&cached));
                }
                cached
            });
            reply.send(result);
            // Freed once the answer is on its way.
            drop(module);
        })
        .map_err(|_| overloaded())?;
    receiver
        .await
        .map_err(|_| ApiError::internal("the work panicked (a bug); the service goes on"))?
}

/// The cache key for a request, or `None` with the cache off (no hashing
/// then).
fn cache_key(state: &AppState, build: impl FnOnce() -> KeyBuilder) -> Option<Key> {
    state.cache.enabled().then(|| build().finish())
}

/// A cached answer, counted.
fn lookup(state: &AppState, key: Option<&Key>) -> Option<Arc<Cached>> {
    let hit = state.cache.get(key?);
    if hit.is_some() {
        metrics::counter!("llconv_cache_hits_total").increment(1);
    } else {
        metrics::counter!("llconv_cache_misses_total").increment(1);
    }
    hit
}

/// The answer for a result: its bytes, type, ETag (the cache key) and
/// whether the cache had it.
fn respond(endpoint: &'static str, result: &Cached, key: Option<&Key>, hit: bool) -> Response {
    metrics::counter!("llconv_http_response_bytes_total", "endpoint" => endpoint)
        .increment(result.bytes.len() as u64);
    let mut response = (
        [(header::CONTENT_TYPE, result.content_type)],
        result.bytes.clone(),
    )
        .into_response();
    let headers = response.headers_mut();
    if let Some(key) = key {
        if let Ok(v) = HeaderValue::from_str(&etag(key)) {
            headers.insert(header::ETAG, v);
        }
        headers.insert(
            HeaderName::from_static("x-cache"),
            HeaderValue::from_static(if hit { "hit" } else { "miss" }),
        );
    }
    for d in &result.diagnostics {
        // Header values are one line of visible ASCII.
        let line: String = d
            .chars()
            .map(|c| {
                if c.is_ascii_graphic() || c == ' ' {
                    c
                } else {
                    ' '
                }
            })
            .collect();
        if let Ok(v) = HeaderValue::from_str(&line) {
            headers.append(HeaderName::from_static("x-llconv-diagnostic"), v);
        }
    }
    response
}

fn count_in(endpoint: &'static str, n: usize) {
    metrics::counter!("llconv_http_request_bytes_total", "endpoint" => endpoint)
        .increment(n as u64);
}

fn default_name() -> String {
    "<stdin>".to_owned()
}

fn yes() -> bool {
    true
}

/// How to read and write the module.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct ConvertQuery {
    /// The output format: `bc` or `ll`. Default: what `Accept` asks for,
    /// else the other format than the input's.
    to: Option<String>,
    /// The module's name (its identifier, and source file name when the
    /// module sets none), as the CLI uses the input's path.
    #[serde(default = "default_name")]
    #[param(default = "<stdin>")]
    name: String,
    /// Run LLVM's verifier rules first and write nothing for a module that
    /// breaks one (`false`: `--disable-verify`). Bitcode to text is
    /// verified as llvm-dis-22 verifies it: modules with current debug
    /// info (`/v1/verify` checks any module).
    #[serde(default = "yes")]
    #[param(default = true)]
    verify: bool,
}

fn parse_format(word: &str) -> Result<Format, ApiError> {
    match word {
        "bc" => Ok(Format::Bc),
        "ll" => Ok(Format::Ll),
        other => Err(ApiError::bad_request(format!(
            "to={other:?}: the formats are bc and ll"
        ))),
    }
}

/// Converts a module between `.ll` text and `.bc` bitcode, as
/// `llconv IN -o OUT.{bc,ll}` does: detected from the content, verified
/// first.
#[utoipa::path(post, path = "/v1/convert", tag = "modules",
    params(ConvertQuery),
    request_body(description = "The module, text or bitcode (detected from the content)",
        content(("application/x-llvm-ir"), ("application/x-llvm-bitcode"), ("application/octet-stream"))),
    responses(
        (status = 200, description = "The module in the format asked for",
            content(("application/x-llvm-ir"), ("application/x-llvm-bitcode")),
            headers(("ETag" = String, description = "The result's identity (with the cache on)"))),
        (status = 400, description = "Not a module: the parse or bitcode error, located", body = ErrorBody),
        (status = 401, description = "No valid bearer token", body = ErrorBody),
        (status = 413, description = "Body over the limit (after decompression)", body = ErrorBody),
        (status = 415, description = "Another content type or encoding", body = ErrorBody),
        (status = 422, description = "The module breaks LLVM's verifier rules", body = ErrorBody),
        (status = 503, description = "Queue full: retry after Retry-After", body = ErrorBody),
        (status = 504, description = "Over the time limit", body = ErrorBody),
    ),
    security((), ("bearer" = [])))]
async fn convert(
    State(state): State<Shared>,
    uri: Uri,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let ((q, asked), _admitted, input) = admit_and_read(&state, &headers, body, || {
        let q: ConvertQuery = query(&uri)?;
        let asked = match q.to.as_deref() {
            Some(word) => Some(parse_format(word)?),
            None => accepted_format(&headers),
        };
        Ok((q, asked))
    })
    .await?;
    count_in("/v1/convert", input.bytes.len());
    let to = asked.unwrap_or(if ops::is_bitcode(&input.bytes) {
        Format::Ll
    } else {
        Format::Bc
    });
    let key = cache_key(&state, || {
        let mut k = KeyBuilder::new("convert");
        k.part(to.word().as_bytes())
            .part(q.name.as_bytes())
            .part(&[u8::from(q.verify), u8::from(input.declared_bitcode)])
            .part(&input.bytes);
        k
    });
    if let Some(hit) = lookup(&state, key.as_ref()) {
        return Ok(respond("/v1/convert", &hit, key.as_ref(), true));
    }
    let max_output = state.config.max_output as u64;
    let result = run(&state, key, move || {
        let declared = input.declared_bitcode;
        ops::convert(&input.bytes, &q.name, declared, to, q.verify, max_output)
    })
    .await?;
    Ok(respond("/v1/convert", &result, key.as_ref(), false))
}

/// The module's name.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct VerifyQuery {
    /// The module's name, as messages show it.
    #[serde(default = "default_name")]
    #[param(default = "<stdin>")]
    name: String,
}

/// Checks a module against LLVM's verifier rules, as `llconv verify`:
/// 200 with an empty list, or 422 with every problem.
#[utoipa::path(post, path = "/v1/verify", tag = "modules",
    params(VerifyQuery),
    request_body(description = "The module, text or bitcode",
        content(("application/x-llvm-ir"), ("application/x-llvm-bitcode"), ("application/octet-stream"))),
    responses(
        (status = 200, description = "No problem: `{\"errors\": []}`", content_type = "application/json"),
        (status = 400, description = "Not a module", body = ErrorBody),
        (status = 413, description = "Body over the limit", body = ErrorBody),
        (status = 415, description = "Another content type or encoding", body = ErrorBody),
        (status = 422, description = "Every problem, in `errors`", body = ErrorBody),
        (status = 503, description = "Queue full", body = ErrorBody),
    ),
    security((), ("bearer" = [])))]
async fn verify(
    State(state): State<Shared>,
    uri: Uri,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let (q, _admitted, input) =
        admit_and_read(&state, &headers, body, || query::<VerifyQuery>(&uri)).await?;
    count_in("/v1/verify", input.bytes.len());
    let key = cache_key(&state, || {
        let mut k = KeyBuilder::new("verify");
        k.part(q.name.as_bytes())
            .part(&[u8::from(input.declared_bitcode)])
            .part(&input.bytes);
        k
    });
    if let Some(hit) = lookup(&state, key.as_ref()) {
        return Ok(respond("/v1/verify", &hit, key.as_ref(), true));
    }
    let result = run(&state, key, move || {
        let (result, module) = ops::verify(&input.bytes, &q.name, input.declared_bitcode);
        let ok = result.map(|()| Output {
            bytes: br#"{"errors":[]}"#.to_vec(),
            content_type: APPLICATION_JSON,
            diagnostics: Vec::new(),
        });
        (ok, module)
    })
    .await?;
    Ok(respond("/v1/verify", &result, key.as_ref(), false))
}

/// `llvm-link`'s options.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct LinkQuery {
    /// `--only-needed`: link only the symbols the result needs.
    #[serde(default)]
    only_needed: bool,
    /// `--internalize`: what the second and later modules bring becomes
    /// internal.
    #[serde(default)]
    internalize: bool,
    /// `--suppress-warnings`: no warnings in `X-Llconv-Diagnostic`.
    #[serde(default)]
    suppress_warnings: bool,
    /// `false`: `--disable-verify`, the linked module is not checked.
    #[serde(default = "yes")]
    #[param(default = true)]
    verify: bool,
    /// The output format: `bc` (the default, as llvm-link) or `ll` (`-S`);
    /// `Accept` may ask too.
    to: Option<String>,
}

/// Links modules into one, as `llvm-link`: the parts of a
/// `multipart/form-data` body, in order; a part named `override` is an
/// `--override` module. Each part's file name names its module.
#[utoipa::path(post, path = "/v1/link", tag = "modules",
    params(LinkQuery),
    request_body(description = "The modules, one part each, in order", content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The linked module; warnings in X-Llconv-Diagnostic headers",
            content(("application/x-llvm-bitcode"), ("application/x-llvm-ir"))),
        (status = 400, description = "A part is not a module (location names it)", body = ErrorBody),
        (status = 413, description = "Body over the limit", body = ErrorBody),
        (status = 415, description = "Not multipart/form-data", body = ErrorBody),
        (status = 422, description = "The link failed, or its result breaks the verifier's rules", body = ErrorBody),
        (status = 503, description = "Queue full", body = ErrorBody),
    ),
    security((), ("bearer" = [])))]
async fn link(State(state): State<Shared>, req: Request) -> Result<Response, ApiError> {
    let (parts, body) = req.into_parts();
    let checked = query::<LinkQuery>(&parts.uri).and_then(|q| {
        let asked = match q.to.as_deref() {
            Some(word) => Some(parse_format(word)?),
            None => accepted_format(&parts.headers),
        };
        let content_type = parts
            .headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(media_type)
            .unwrap_or_default();
        if content_type != "multipart/form-data" {
            return Err(ApiError::unsupported_media_type(
                "modules to link are sent as multipart/form-data, one part each",
            ));
        }
        Ok((q, asked, state.admit()?))
    });
    let (q, asked, _admitted) = match checked {
        Ok(c) => c,
        Err(e) => return Err(refuse_unread(&parts.headers, body, state.config.max_body, e).await),
    };
    let mut form = Multipart::from_request(Request::from_parts(parts, body), &state)
        .await
        .map_err(|e| ApiError::bad_request(e.body_text()))?;
    let mut inputs = Vec::new();
    let mut total = 0usize;
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) => return Err(multipart_error(&e, state.config.max_body)),
        };
        let is_override = field.name() == Some("override");
        let name = field
            .file_name()
            .or(field.name())
            .map(str::to_owned)
            .unwrap_or_else(|| format!("part{}", inputs.len()));
        let bytes = field
            .bytes()
            .await
            .map_err(|e| multipart_error(&e, state.config.max_body))?;
        total += bytes.len();
        inputs.push(ops::LinkInput {
            name,
            bytes: bytes.to_vec(),
            is_override,
        });
    }
    count_in("/v1/link", total);
    let options = ops::LinkOptions {
        only_needed: q.only_needed,
        internalize: q.internalize,
        suppress_warnings: q.suppress_warnings,
        verify: q.verify,
        to: asked,
        max_output: state.config.max_output as u64,
    };
    let key = cache_key(&state, || {
        let mut k = KeyBuilder::new("link");
        k.part(&[
            u8::from(options.only_needed),
            u8::from(options.internalize),
            u8::from(options.suppress_warnings),
            u8::from(options.verify),
        ])
        .part(options.to.unwrap_or(Format::Bc).word().as_bytes());
        for input in &inputs {
            k.part(&[u8::from(input.is_override)])
                .part(input.name.as_bytes())
                .part(&input.bytes);
        }
        k
    });
    if let Some(hit) = lookup(&state, key.as_ref()) {
        return Ok(respond("/v1/link", &hit, key.as_ref(), true));
    }
    let result = run(&state, key, move || ops::link(&inputs, options)).await?;
    Ok(respond("/v1/link", &result, key.as_ref(), false))
}

fn multipart_error(e: &axum::extract::multipart::MultipartError, limit: usize) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::too_large(limit)
    } else {
        ApiError::bad_request(format!("cannot read the multipart body: {}", e.body_text()))
    }
}

/// How to compile.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct CompileQuery {
    /// Optimization level: 0, 1 or 2 (3, s and z are taken as 2), as
    /// `llconv compile -O`.
    #[param(default = "2")]
    opt: Option<String>,
    /// `false`: position-dependent code (`--fno-pic`).
    #[serde(default = "yes")]
    #[param(default = true)]
    pic: bool,
    /// A target triple instead of the module's (x86-64 Linux only).
    target: Option<String>,
    /// The module's name, as messages show it.
    #[serde(default = "default_name")]
    #[param(default = "<stdin>")]
    name: String,
    /// `false`: compile even if the verifier's rules reject the module.
    #[serde(default = "yes")]
    #[param(default = true)]
    verify: bool,
}

fn opt_level(word: Option<&str>) -> Result<llconv_codegen::OptLevel, ApiError> {
    use llconv_codegen::OptLevel;
    Ok(match word.unwrap_or("2") {
        "0" => OptLevel::O0,
        "1" => OptLevel::O1,
        "2" | "3" | "s" | "z" => OptLevel::O2,
        other => {
            return Err(ApiError::bad_request(format!(
                "opt={other:?}: the levels are 0, 1 and 2"
            )))
        }
    })
}

/// Compiles a module to an x86-64 ELF object through Cranelift, as
/// `llconv compile`: verified first.
#[utoipa::path(post, path = "/v1/compile", tag = "modules",
    params(CompileQuery),
    request_body(description = "The module, text or bitcode",
        content(("application/x-llvm-ir"), ("application/x-llvm-bitcode"), ("application/octet-stream"))),
    responses(
        (status = 200, description = "The ELF object", content_type = "application/x-object"),
        (status = 400, description = "Not a module, or a bad option", body = ErrorBody),
        (status = 413, description = "Body over the limit", body = ErrorBody),
        (status = 415, description = "Another content type or encoding", body = ErrorBody),
        (status = 422, description = "The module breaks the verifier's rules, or uses what the compiler does not handle (location names the function)", body = ErrorBody),
        (status = 503, description = "Queue full", body = ErrorBody),
    ),
    security((), ("bearer" = [])))]
async fn compile(
    State(state): State<Shared>,
    uri: Uri,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let ((q, opt_level), _admitted, input) = admit_and_read(&state, &headers, body, || {
        let q: CompileQuery = query(&uri)?;
        let opt_level = opt_level(q.opt.as_deref())?;
        Ok((q, opt_level))
    })
    .await?;
    count_in("/v1/compile", input.bytes.len());
    let key = cache_key(&state, || {
        let mut k = KeyBuilder::new("compile");
        k.part(format!("{opt_level:?}").as_bytes())
            .part(&[
                u8::from(q.pic),
                u8::from(q.verify),
                u8::from(input.declared_bitcode),
            ])
            .part(q.target.as_deref().unwrap_or("").as_bytes())
            .part(q.name.as_bytes())
            .part(&input.bytes);
        k
    });
    if let Some(hit) = lookup(&state, key.as_ref()) {
        return Ok(respond("/v1/compile", &hit, key.as_ref(), true));
    }
    let options = llconv_codegen::Options {
        opt_level,
        pic: q.pic,
        target: q.target.clone(),
        // Requests run side by side on the pool: one thread each keeps the
        // pool's bound on the cores (the object is the same either way).
        threads: Some(1),
    };
    let result = run(&state, key, move || {
        ops::compile(
            &input.bytes,
            &q.name,
            input.declared_bitcode,
            &options,
            q.verify,
        )
    })
    .await?;
    Ok(respond("/v1/compile", &result, key.as_ref(), false))
}

/// The OpenAPI document, from the handlers' annotations.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "llconv",
        description = "LLVM IR conversion, verification, linking and compilation over HTTP. \
Send `Content-Encoding: zstd` (or gzip) to compress a request, `Accept-Encoding: zstd` (or gzip) \
for a compressed answer. Errors are JSON: {\"error\", \"kind\", \"location\"}."
    ),
    paths(convert, verify, link, compile, healthz, readyz, metrics_text, openapi),
    components(schemas(ErrorBody, crate::error::Location, crate::error::Problem)),
    modifiers(&BearerAuth),
)]
pub struct ApiDoc;

/// Declares the optional bearer token (`--token-file`).
struct BearerAuth;

impl utoipa::Modify for BearerAuth {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = api.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}
