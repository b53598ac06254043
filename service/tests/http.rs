//! The service end to end: a real server on 127.0.0.1:0, a real HTTP
//! client (and raw TCP where a test must hold a request half-sent).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use llconv_service::{Config, Server};
use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::StatusCode;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const ADD: &str = "target triple = \"x86_64-pc-linux-gnu\"\n\n\
define i32 @add(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n";

const MAIN: &str = "target triple = \"x86_64-pc-linux-gnu\"\n\n\
declare i32 @add(i32, i32)\n\n\
define i32 @main() {\n  %r = call i32 @add(i32 1, i32 2)\n  ret i32 %r\n}\n";

/// Parses, but breaks a verifier rule (a use before its definition).
const UNDOMINATED: &str =
    "define i32 @f() {\n  %a = add i32 %b, 1\n  %b = add i32 1, 1\n  ret i32 %a\n}\n";

const IR: &str = "application/x-llvm-ir";
const BC: &str = "application/x-llvm-bitcode";

fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench")
}

fn config() -> Config {
    Config {
        listen: "127.0.0.1:0".to_owned(),
        workers: 2,
        queue: 8,
        max_body: 8 << 20,
        max_output: 64 << 20,
        timeout: Duration::from_secs(30),
        cache_bytes: 16 << 20,
        token: None,
    }
}

async fn start(config: Config) -> Server {
    Server::start(config).await.expect("the server starts")
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("a client")
}

fn url(server: &Server, path: &str) -> String {
    format!("http://{}{path}", server.addr())
}

async fn post(
    server: &Server,
    path: &str,
    content_type: &str,
    body: impl Into<reqwest::Body>,
) -> reqwest::Response {
    client()
        .post(url(server, path))
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .expect("an answer")
}

/// An error answer's JSON, after checking its status and kind.
async fn error(response: reqwest::Response, status: StatusCode, kind: &str) -> Value {
    assert_eq!(response.status(), status);
    assert_eq!(content_type(response.headers()), "application/json");
    let body: Value = response.json().await.expect("a JSON error");
    assert_eq!(body["kind"], kind, "{body}");
    assert!(body["error"].is_string(), "{body}");
    assert!(body.get("location").is_some(), "{body}");
    body
}

fn content_type(headers: &HeaderMap) -> &str {
    headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

/// What the library itself writes for `text` (the CLI's answer).
fn library_bitcode(text: &[u8], name: &str) -> Vec<u8> {
    let m = llconv_text::parse_module(text, name).expect("parses");
    llconv_bitcode::write_module(&m)
}

/// A counter's or gauge's value in a Prometheus text exposition.
fn metric(text: &str, name_and_labels: &str) -> f64 {
    text.lines()
        .find_map(|l| {
            l.strip_prefix(name_and_labels)?
                .strip_prefix(' ')?
                .parse()
                .ok()
        })
        .unwrap_or(0.0)
}

async fn metrics(server: &Server) -> String {
    client()
        .get(url(server, "/metrics"))
        .send()
        .await
        .expect("metrics")
        .text()
        .await
        .expect("text")
}

#[tokio::test]
async fn operations_endpoints() {
    let server = start(config()).await;
    let c = client();
    let health = c
        .get(url(&server, "/healthz"))
        .send()
        .await
        .expect("healthz");
    assert_eq!(health.status(), StatusCode::OK);
    let ready = c.get(url(&server, "/readyz")).send().await.expect("readyz");
    assert_eq!(ready.status(), StatusCode::OK);
    let api: Value = c
        .get(url(&server, "/openapi.json"))
        .send()
        .await
        .expect("openapi")
        .json()
        .await
        .expect("JSON");
    for path in [
        "/v1/convert",
        "/v1/verify",
        "/v1/link",
        "/v1/compile",
        "/healthz",
        "/readyz",
        "/metrics",
    ] {
        assert!(
            api["paths"][path].is_object(),
            "{path} missing from the OpenAPI document"
        );
    }
    assert!(api["components"]["schemas"]["ErrorBody"].is_object());
    let text = metrics(&server).await;
    assert!(text.contains("llconv_http_requests_total"), "{text}");
}

#[tokio::test]
async fn convert_both_ways_and_by_accept() {
    let server = start(config()).await;
    // Text in: bitcode out by default.
    let r = post(&server, "/v1/convert?name=add.ll", IR, ADD).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(content_type(r.headers()), BC);
    let bc = r.bytes().await.expect("body").to_vec();
    assert_eq!(bc, library_bitcode(ADD.as_bytes(), "add.ll"));
    // Bitcode in: text out by default, as llvm-dis prints it.
    let r = post(&server, "/v1/convert?name=add.ll", BC, bc.clone()).await;
    assert_eq!(content_type(r.headers()), IR);
    let text = r.text().await.expect("text");
    assert!(text.starts_with("; ModuleID = 'add.ll'"), "{text}");
    assert!(text.contains("define i32 @add(i32 %a, i32 %b)"), "{text}");
    // `to` and `Accept` choose: text to text, bitcode to bitcode.
    let r = post(&server, "/v1/convert?to=ll", IR, ADD).await;
    assert_eq!(content_type(r.headers()), IR);
    let r = client()
        .post(url(&server, "/v1/convert"))
        .header("content-type", "application/octet-stream")
        .header("accept", BC)
        .body(bc.clone())
        .send()
        .await
        .expect("answer");
    assert_eq!(content_type(r.headers()), BC);
    assert_eq!(r.bytes().await.expect("body").to_vec(), bc);
}

#[tokio::test]
async fn convert_a_real_module_as_the_cli_does() {
    let path = bench_dir().join("shell.O2.ll");
    let text = std::fs::read(&path).expect("shell.O2.ll");
    let name = path.to_string_lossy().into_owned();
    let server = start(config()).await;
    let r = client()
        // The path needs no escaping in a query (letters, digits, / . -).
        .post(url(&server, &format!("/v1/convert?to=bc&name={name}")))
        .header("content-type", IR)
        .body(text.clone())
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::OK);
    let bc = r.bytes().await.expect("body");
    assert!(
        bc.to_vec() == library_bitcode(&text, &name),
        "not the CLI's bitcode"
    );
}

#[tokio::test]
async fn zstd_and_gzip_both_ways() {
    let server = start(config()).await;
    let expected = library_bitcode(ADD.as_bytes(), "<stdin>");

    let body = zstd::encode_all(ADD.as_bytes(), 3).expect("zstd");
    let r = client()
        .post(url(&server, "/v1/convert?to=bc"))
        .header("content-type", IR)
        .header("content-encoding", "zstd")
        .header("accept-encoding", "zstd")
        .body(body)
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-encoding"], "zstd");
    let wire = r.bytes().await.expect("body");
    assert_eq!(zstd::decode_all(&wire[..]).expect("zstd answer"), expected);

    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(ADD.as_bytes()).expect("gzip");
    let r = client()
        .post(url(&server, "/v1/convert?to=bc"))
        .header("content-type", IR)
        .header("content-encoding", "gzip")
        .header("accept-encoding", "gzip")
        .body(gz.finish().expect("gzip"))
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-encoding"], "gzip");
    let wire = r.bytes().await.expect("body");
    let mut plain = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&wire[..]), &mut plain)
        .expect("gzip answer");
    assert_eq!(plain, expected);

    // Not zstd at all: the body cannot be read.
    let r = client()
        .post(url(&server, "/v1/convert"))
        .header("content-type", IR)
        .header("content-encoding", "zstd")
        .body("this is not zstd")
        .send()
        .await
        .expect("answer");
    error(r, StatusCode::BAD_REQUEST, "bad_request").await;
}

#[tokio::test]
async fn bodies_over_the_limit_are_413() {
    let mut c = config();
    c.max_body = 1 << 20;
    let server = start(c).await;
    // Declared too long.
    let r = post(&server, "/v1/convert", IR, vec![b' '; 2 << 20]).await;
    error(r, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large").await;
    // A zstd bomb: 5 KB that would be 256 MiB; reading stops at the limit.
    let bomb = zstd::encode_all(&vec![0u8; 256 << 20][..], 19).expect("zstd");
    assert!(bomb.len() < 64 << 10);
    let r = client()
        .post(url(&server, "/v1/convert"))
        .header("content-type", IR)
        .header("content-encoding", "zstd")
        .body(bomb)
        .send()
        .await
        .expect("answer");
    error(r, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large").await;
    // Chunked, with no length: counted as it comes.
    let (status, body) = raw_chunked(&server, "/v1/convert", &vec![b' '; (1 << 20) + 4096]).await;
    assert_eq!(status, 413, "{body}");
    assert!(body.contains("payload_too_large"), "{body}");
    // Within the limit, all is well.
    let r = post(&server, "/v1/verify", IR, ADD).await;
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn bad_input_is_400_with_a_location() {
    let server = start(config()).await;
    let r = post(
        &server,
        "/v1/convert",
        IR,
        "define i32 @f() {\n  ret i32 %nope\n}\n",
    )
    .await;
    let body = error(r, StatusCode::BAD_REQUEST, "parse").await;
    assert_eq!(body["reason"], "undefined", "{body}");
    assert_eq!(body["location"]["line"], 2, "{body}");
    assert!(body["location"]["column"].as_u64().is_some(), "{body}");
    assert!(
        body["error"].as_str().unwrap_or("").contains("^"),
        "rendered as llvm-as does: {body}"
    );

    // Truncated bitcode: block path and bit offset.
    let mut bc = library_bitcode(ADD.as_bytes(), "a.ll");
    bc.truncate(bc.len() / 8 * 4);
    let r = post(&server, "/v1/convert", BC, bc).await;
    let body = error(r, StatusCode::BAD_REQUEST, "bitcode").await;
    assert_eq!(body["reason"], "stream", "{body}");
    assert!(body["location"]["block"].is_string(), "{body}");
    assert!(body["location"]["bit"].as_u64().is_some(), "{body}");

    // Said to be bitcode, and is not: as the CLI refuses a .bc without the magic.
    let r = post(&server, "/v1/convert", BC, ADD).await;
    error(r, StatusCode::BAD_REQUEST, "bitcode").await;

    let r = post(&server, "/v1/convert?to=exe", IR, ADD).await;
    error(r, StatusCode::BAD_REQUEST, "bad_request").await;
    let r = post(&server, "/v1/compile?opt=9", IR, ADD).await;
    error(r, StatusCode::BAD_REQUEST, "bad_request").await;
    let r = post(&server, "/v1/convert?verify=perhaps", IR, ADD).await;
    error(r, StatusCode::BAD_REQUEST, "bad_request").await;
}

#[tokio::test]
async fn verify_lists_every_problem() {
    let server = start(config()).await;
    let r = post(&server, "/v1/verify", IR, ADD).await;
    assert_eq!(r.status(), StatusCode::OK);
    let ok: Value = r.json().await.expect("JSON");
    assert_eq!(ok["errors"], serde_json::json!([]));

    let two = format!("{UNDOMINATED}{}", UNDOMINATED.replace("@f", "@g"));
    let r = post(&server, "/v1/verify?name=two.ll", IR, two.clone()).await;
    let body = error(r, StatusCode::UNPROCESSABLE_ENTITY, "verify").await;
    let errors = body["errors"].as_array().expect("a list");
    assert_eq!(errors.len(), 2, "{body}");
    assert_eq!(errors[0]["function"], "@f");
    assert_eq!(errors[1]["function"], "@g");
    assert_eq!(
        errors[0]["message"],
        "Instruction does not dominate all uses!"
    );
    // Where the text has the use: the first line of each body.
    assert_eq!(
        (&errors[0]["line"], &errors[0]["column"]),
        (&2.into(), &3.into())
    );
    assert_eq!(
        (&errors[1]["line"], &errors[1]["column"]),
        (&7.into(), &3.into())
    );
    let report = body["error"].as_str().expect("the report");
    assert!(
        report.contains("two.ll:2:3: error: Instruction does not dominate all uses!"),
        "{report}"
    );

    // Conversion refuses a broken module too (and converts it when told
    // not to verify).
    let r = post(&server, "/v1/convert", IR, two.clone()).await;
    error(r, StatusCode::UNPROCESSABLE_ENTITY, "verify").await;
    let r = post(&server, "/v1/convert?verify=false", IR, two).await;
    assert_eq!(r.status(), StatusCode::OK);
}

fn part(text: &str, file_name: &str) -> reqwest::multipart::Part {
    reqwest::multipart::Part::bytes(text.as_bytes().to_vec()).file_name(file_name.to_owned())
}

async fn link(server: &Server, query: &str, form: reqwest::multipart::Form) -> reqwest::Response {
    client()
        .post(url(server, &format!("/v1/link{query}")))
        .multipart(form)
        .send()
        .await
        .expect("answer")
}

#[tokio::test]
async fn link_as_llvm_link() {
    let server = start(config()).await;
    let form = reqwest::multipart::Form::new()
        .part("module", part(MAIN, "main.ll"))
        .part("module", part(ADD, "add.ll"));
    let r = link(&server, "?to=ll", form).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(content_type(r.headers()), IR);
    let text = r.text().await.expect("text");
    assert!(text.starts_with("; ModuleID = 'llvm-link'"), "{text}");
    assert!(
        text.contains("define i32 @main()") && text.contains("define i32 @add("),
        "{text}"
    );

    // Bitcode by default, as llvm-link; inputs may be bitcode.
    let bc = library_bitcode(ADD.as_bytes(), "add.ll");
    let form = reqwest::multipart::Form::new()
        .part("module", part(MAIN, "main.ll"))
        .part(
            "module",
            reqwest::multipart::Part::bytes(bc).file_name("add.bc"),
        );
    let r = link(&server, "", form).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(content_type(r.headers()), BC);
    assert!(r.bytes().await.expect("body").starts_with(b"BC\xC0\xDE"));

    // Two definitions of @add: LLVM's error, 422; with --override, linked.
    let twice = || {
        reqwest::multipart::Form::new()
            .part("module", part(ADD, "a.ll"))
            .part("module", part(ADD, "b.ll"))
    };
    let body = error(
        link(&server, "", twice()).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "link",
    )
    .await;
    assert!(
        body["error"]
            .as_str()
            .unwrap_or("")
            .contains("symbol multiply defined"),
        "{body}"
    );
    assert_eq!(body["location"]["input"], "b.ll");
    let form = reqwest::multipart::Form::new()
        .part("module", part(ADD, "a.ll"))
        .part(
            "override",
            part(&ADD.replace("add i32 %a, %b", "sub i32 %a, %b"), "b.ll"),
        );
    let r = link(&server, "?to=ll", form).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.text().await.expect("text").contains("sub i32 %a, %b"));

    // A part that does not parse names its input.
    let form = reqwest::multipart::Form::new()
        .part("module", part(ADD, "a.ll"))
        .part("module", part("define oops", "bad.ll"));
    let body = error(
        link(&server, "", form).await,
        StatusCode::BAD_REQUEST,
        "parse",
    )
    .await;
    assert_eq!(body["location"]["input"], "bad.ll");
    assert_eq!(body["location"]["line"], 1);

    // Not multipart: 415.
    let r = post(&server, "/v1/link", IR, ADD).await;
    error(
        r,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
}

#[tokio::test]
async fn compile_to_an_elf_object() {
    let server = start(config()).await;
    for opt in ["0", "2"] {
        let r = post(&server, &format!("/v1/compile?opt={opt}"), IR, MAIN).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(content_type(r.headers()), "application/x-object");
        let object = r.bytes().await.expect("body");
        assert!(object.starts_with(b"\x7fELF"), "not an ELF object");
    }
    // What the compiler does not handle: 422, naming what it refused.
    let asm = format!("{ADD}module asm \"nop\"\n");
    let body = error(
        post(&server, "/v1/compile", IR, asm).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "compile",
    )
    .await;
    assert!(
        body["error"]
            .as_str()
            .unwrap_or("")
            .contains("inline assembly"),
        "{body}"
    );
    // Verified first.
    let r = post(&server, "/v1/compile", IR, UNDOMINATED).await;
    error(r, StatusCode::UNPROCESSABLE_ENTITY, "verify").await;
}

#[tokio::test]
async fn routing_and_media_errors() {
    let server = start(config()).await;
    let r = client()
        .get(url(&server, "/v1/convert"))
        .send()
        .await
        .expect("answer");
    let allow = r.headers().get("allow").cloned();
    error(r, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed").await;
    assert!(allow.is_some_and(|a| a.to_str().unwrap_or("").contains("POST")));
    let r = client()
        .get(url(&server, "/v2/convert"))
        .send()
        .await
        .expect("answer");
    error(r, StatusCode::NOT_FOUND, "not_found").await;
    let r = post(&server, "/v1/convert", "application/json", "{}").await;
    error(
        r,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    let r = client()
        .post(url(&server, "/v1/convert"))
        .header("content-type", IR)
        .header("content-encoding", "br")
        .body(ADD)
        .send()
        .await
        .expect("answer");
    let body = error(
        r,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    assert!(
        body["error"].as_str().unwrap_or("").contains("zstd, gzip"),
        "{body}"
    );
}

#[tokio::test]
async fn a_token_guards_v1() {
    let mut c = config();
    c.token = Some("s3cret".to_owned());
    let server = start(c).await;
    let r = post(&server, "/v1/verify", IR, ADD).await;
    assert!(r.headers().contains_key("www-authenticate"));
    error(r, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let r = client()
        .post(url(&server, "/v1/verify"))
        .header("content-type", IR)
        .header("authorization", "Bearer wrong")
        .body(ADD)
        .send()
        .await
        .expect("answer");
    error(r, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let r = client()
        .post(url(&server, "/v1/verify"))
        .header("content-type", IR)
        .bearer_auth("s3cret")
        .body(ADD)
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::OK);
    // The scheme's name in any case, as RFC 9110 has it.
    let r = client()
        .post(url(&server, "/v1/verify"))
        .header("content-type", IR)
        .header("authorization", "bearer s3cret")
        .body(ADD)
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::OK);
    // Probes and metrics stay open to the orchestrator.
    let r = client()
        .get(url(&server, "/healthz"))
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::OK);
}

/// Sends a request's head and the first half of its body, and leaves it
/// waiting for the rest: a request in flight, admitted by the handler.
async fn half_sent(server: &Server, path: &str, body: &[u8]) -> TcpStream {
    let mut stream = TcpStream::connect(server.addr()).await.expect("connect");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: test\r\nContent-Type: {IR}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.expect("write");
    stream
        .write_all(&body[..body.len() / 2])
        .await
        .expect("write");
    stream.flush().await.expect("flush");
    stream
}

/// Sends the rest of a [`half_sent`] body and reads the answer: status and
/// body text.
async fn finish(mut stream: TcpStream, body: &[u8]) -> (u16, String) {
    stream
        .write_all(&body[body.len() / 2..])
        .await
        .expect("write");
    read_answer(stream).await
}

async fn read_answer(mut stream: TcpStream) -> (u16, String) {
    let mut answer = Vec::new();
    // The server closes or the answer is complete: read what comes.
    let _ = tokio::time::timeout(Duration::from_secs(20), async {
        let mut buf = [0u8; 65536];
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    answer.extend_from_slice(&buf[..n]);
                    if complete(&answer) {
                        break;
                    }
                }
            }
        }
    })
    .await;
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

/// Whether a raw HTTP/1.1 answer with a Content-Length is all there.
fn complete(answer: &[u8]) -> bool {
    let text = String::from_utf8_lossy(answer);
    let Some(end) = text.find("\r\n\r\n") else {
        return false;
    };
    let length = text[..end].lines().find_map(|l| {
        let (name, value) = l.split_once(':')?;
        name.eq_ignore_ascii_case("content-length")
            .then(|| value.trim().parse::<usize>().ok())?
    });
    length.is_some_and(|n| answer.len() >= end + 4 + n)
}

/// Sends `body` chunked (no Content-Length) and reads the answer.
async fn raw_chunked(server: &Server, path: &str, body: &[u8]) -> (u16, String) {
    let mut stream = TcpStream::connect(server.addr()).await.expect("connect");
    let head = format!("POST {path} HTTP/1.1\r\nHost: test\r\nContent-Type: {IR}\r\nTransfer-Encoding: chunked\r\n\r\n");
    stream.write_all(head.as_bytes()).await.expect("write");
    for chunk in body.chunks(64 << 10) {
        let mut framed = format!("{:x}\r\n", chunk.len()).into_bytes();
        framed.extend_from_slice(chunk);
        framed.extend_from_slice(b"\r\n");
        // The server may answer 413 and stop reading before the end.
        if stream.write_all(&framed).await.is_err() {
            break;
        }
    }
    let _ = stream.write_all(b"0\r\n\r\n").await;
    read_answer(stream).await
}

#[tokio::test]
async fn a_full_queue_is_503_with_retry_after() {
    let mut c = config();
    c.workers = 1;
    c.queue = 0;
    let server = start(c).await;
    // One request admitted (its body half sent): no room for another.
    let held = half_sent(&server, "/v1/convert", ADD.as_bytes()).await;
    let mut refused = None;
    for _ in 0..100 {
        let r = post(&server, "/v1/convert", IR, ADD).await;
        if r.status() == StatusCode::SERVICE_UNAVAILABLE {
            refused = Some(r);
            break;
        }
        // The held request may not have reached the handler yet.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let r = refused.expect("a 503 while the only place is taken");
    assert_eq!(r.headers()["retry-after"], "1");
    error(r, StatusCode::SERVICE_UNAVAILABLE, "overloaded").await;
    let (status, _) = finish(held, ADD.as_bytes()).await;
    assert_eq!(status, 200);
    let r = post(&server, "/v1/convert", IR, ADD).await;
    assert_eq!(r.status(), StatusCode::OK);
    let text = metrics(&server).await;
    assert!(metric(&text, "llconv_rejected_total") >= 1.0, "{text}");
}

#[tokio::test]
async fn over_the_time_limit_is_504() {
    let mut c = config();
    c.timeout = Duration::from_secs(1);
    let server = start(c).await;
    let held = half_sent(&server, "/v1/convert", ADD.as_bytes()).await;
    let (status, body) = read_answer(held).await;
    assert_eq!(status, 504, "{body}");
    assert!(body.contains("\"kind\":\"timeout\""), "{body}");
}

#[tokio::test]
async fn a_panic_is_500_and_the_service_lives_on() {
    let extra = axum::Router::new().route(
        "/v1/panic",
        axum::routing::post(|| async {
            if std::hint::black_box(true) {
                panic!("a bug in a handler");
            }
        }),
    );
    let server = Server::start_with(config(), extra).await.expect("starts");
    for _ in 0..3 {
        let r = post(&server, "/v1/panic", IR, ADD).await;
        error(r, StatusCode::INTERNAL_SERVER_ERROR, "internal").await;
    }
    let r = post(&server, "/v1/convert", IR, ADD).await;
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_cache_answers_the_same_request_again() {
    let server = start(config()).await;
    let send = || post(&server, "/v1/convert?to=bc&name=cached.ll", IR, MAIN);
    let first = send().await;
    assert_eq!(first.status(), StatusCode::OK);
    assert_eq!(first.headers()["x-cache"], "miss");
    let etag = first.headers()["etag"].clone();
    let first = first.bytes().await.expect("body");
    let before = metrics(&server).await;
    let second = send().await;
    assert_eq!(second.headers()["x-cache"], "hit");
    assert_eq!(second.headers()["etag"], etag);
    assert_eq!(second.bytes().await.expect("body"), first);
    let after = metrics(&server).await;
    assert!(metric(&after, "llconv_cache_hits_total") > metric(&before, "llconv_cache_hits_total"));
    // Another option, another result.
    let other = post(&server, "/v1/convert?to=ll&name=cached.ll", IR, MAIN).await;
    assert_ne!(other.headers()["etag"], etag);

    // Off: no ETag, no cache.
    let mut c = config();
    c.cache_bytes = 0;
    let off = start(c).await;
    for _ in 0..2 {
        let r = post(&off, "/v1/convert", IR, MAIN).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert!(!r.headers().contains_key("etag") && !r.headers().contains_key("x-cache"));
    }
}

#[tokio::test]
async fn metrics_move() {
    let server = start(config()).await;
    let key = r#"llconv_http_requests_total{endpoint="/v1/verify",method="POST",status="200"}"#;
    let bytes = r#"llconv_http_request_bytes_total{endpoint="/v1/verify"}"#;
    let hist = r#"llconv_http_request_duration_seconds_count{endpoint="/v1/verify"}"#;
    let before = metrics(&server).await;
    for _ in 0..3 {
        let r = post(&server, "/v1/verify?name=m.ll", IR, MAIN).await;
        assert_eq!(r.status(), StatusCode::OK);
    }
    let after = metrics(&server).await;
    // Other tests share the process's recorder: at least ours moved it.
    assert!(metric(&after, key) >= metric(&before, key) + 3.0, "{after}");
    assert!(metric(&after, bytes) >= metric(&before, bytes) + 3.0 * MAIN.len() as f64);
    assert!(
        metric(&after, hist) >= metric(&before, hist) + 3.0,
        "{after}"
    );
    assert!(after.contains("llconv_http_requests_in_flight"));
    assert!(after.contains("llconv_queue_depth"));
}

#[tokio::test]
async fn request_ids_are_taken_or_made() {
    let server = start(config()).await;
    let r = client()
        .get(url(&server, "/healthz"))
        .header("x-request-id", "build-42")
        .send()
        .await
        .expect("answer");
    assert_eq!(r.headers()["x-request-id"], "build-42");
    let r = client()
        .get(url(&server, "/healthz"))
        .send()
        .await
        .expect("answer");
    let made = r.headers().get("x-request-id").map(HeaderValue::to_str);
    assert!(matches!(made, Some(Ok(id)) if id.len() == 36), "{made:?}");
}

#[tokio::test]
async fn shutdown_finishes_the_request_in_flight() {
    let server = start(config()).await;
    let addr = server.addr();
    let held = half_sent(&server, "/v1/convert?to=ll", ADD.as_bytes()).await;
    // Let the request reach its handler, then shut down.
    tokio::time::sleep(Duration::from_millis(200)).await;
    server.shutdown();
    tokio::time::sleep(Duration::from_millis(200)).await;
    // No new connections are taken...
    let refused = client()
        .get(format!("http://{addr}/healthz"))
        .timeout(Duration::from_secs(2))
        .send()
        .await;
    assert!(
        refused.is_err(),
        "a new request was answered after shutdown"
    );
    // ...but the one in flight is answered, in full.
    let (status, body) = finish(held, ADD.as_bytes()).await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("define i32 @add("), "{body}");
    tokio::time::timeout(Duration::from_secs(10), server.wait())
        .await
        .expect("stops once the request is answered")
        .expect("stops cleanly");
}
