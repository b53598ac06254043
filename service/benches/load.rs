//! Load test of `llconv serve`, kept as a benchmark (`cargo bench -p
//! llconv-service --bench load`). Loopback only, bounded in time.
//!
//! 1. The baseline: as many concurrent CLI processes as there are clients,
//!    each converting `shell.O2.ll` to bitcode again and again (and, for
//!    reference, one process per core).
//! 2. The service (a child process, `llconv serve`, so that its peak
//!    memory is its own): the same number of HTTP clients converting the
//!    same module, every answer compared with the CLI's bitcode.
//! 3. The same with oversized, at-the-limit, compressed-bomb and malformed
//!    bodies mixed in.
//!
//! Throughput, p50 and p99 latency of the answered conversions, the
//! server's peak RSS (VmHWM) for each phase, and the counts that must be
//! zero: wrong answers and 5xx other than 503.
//!
//! LLCONV_LOAD_SECS (default 30) is each phase's duration,
//! LLCONV_LOAD_CLIENTS (default 64) the concurrency, LLCONV_BIN an llconv
//! binary to use instead of building the workspace's.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The workspace's release `llconv`, built if needed (cargo bench builds
/// this bench, not the CLI).
fn llconv_binary() -> PathBuf {
    if let Some(bin) = std::env::var_os("LLCONV_BIN") {
        return PathBuf::from(bin);
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--release", "-p", "llconv-cli"])
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building llconv failed");
    // target/release/deps/load-HASH -> target/release/llconv
    let exe = std::env::current_exe().expect("the bench's path");
    let release = exe.parent().and_then(Path::parent).expect("target/release");
    release.join("llconv")
}

/// Latencies in seconds: (p50, p99).
fn percentiles(mut samples: Vec<f64>) -> (f64, f64) {
    if samples.is_empty() {
        return (0.0, 0.0);
    }
    samples.sort_by(f64::total_cmp);
    let at = |p: f64| samples[((samples.len() as f64 - 1.0) * p).round() as usize];
    (at(0.50), at(0.99))
}

struct PhaseResult {
    name: &'static str,
    ok: u64,
    seconds: f64,
    p50: f64,
    p99: f64,
    refused_503: u64,
    other_answers: String,
    wrong: u64,
    server_errors: u64,
    peak_rss_mib: Option<f64>,
}

impl PhaseResult {
    fn throughput(&self) -> f64 {
        self.ok as f64 / self.seconds
    }

    fn print(&self) {
        println!(
            "{:<34} {:>8.1} conv/s  p50 {:>7.1} ms  p99 {:>7.1} ms  503s {:>6}  wrong {:>3}  5xx(not 503) {:>3}  peak RSS {}{}",
            self.name,
            self.throughput(),
            self.p50 * 1e3,
            self.p99 * 1e3,
            self.refused_503,
            self.wrong,
            self.server_errors,
            self.peak_rss_mib
                .map_or("-".to_owned(), |m| format!("{m:.0} MiB")),
            self.other_answers,
        );
    }
}

/// Phase 1: `clients` CLI processes at a time for `secs`.
fn cli_phase(llconv: &Path, input: &Path, expected: &[u8], clients: u64, secs: u64) -> PhaseResult {
    let dir = std::env::temp_dir().join(format!("llconv-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let deadline = Instant::now() + Duration::from_secs(secs);
    let start = Instant::now();
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let wrong = Arc::new(AtomicU64::new(0));
    std::thread::scope(|s| {
        for i in 0..clients {
            let out = dir.join(format!("out{i}.bc"));
            let latencies = Arc::clone(&latencies);
            let wrong = Arc::clone(&wrong);
            s.spawn(move || {
                let mut mine = Vec::new();
                let mut last_ok = false;
                while Instant::now() < deadline {
                    let t = Instant::now();
                    let status = Command::new(llconv)
                        .arg(input)
                        .arg("-o")
                        .arg(&out)
                        .stdin(Stdio::null())
                        .status();
                    if status.is_ok_and(|s| s.success()) {
                        mine.push(t.elapsed().as_secs_f64());
                        last_ok = true;
                    } else {
                        wrong.fetch_add(1, Ordering::Relaxed);
                    }
                }
                if last_ok && std::fs::read(&out).ok().as_deref() != Some(expected) {
                    wrong.fetch_add(1, Ordering::Relaxed);
                }
                if let Ok(mut all) = latencies.lock() {
                    all.extend(mine);
                }
            });
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    let _ = std::fs::remove_dir_all(&dir);
    let samples = std::mem::take(&mut *latencies.lock().expect("latencies"));
    let ok = samples.len() as u64;
    let (p50, p99) = percentiles(samples);
    PhaseResult {
        name: "CLI processes (llconv x.ll -o x.bc)",
        ok,
        seconds,
        p50,
        p99,
        refused_503: 0,
        other_answers: String::new(),
        wrong: wrong.load(Ordering::Relaxed),
        server_errors: 0,
        peak_rss_mib: None,
    }
}

/// `llconv serve` as a child, and the address it reports.
fn start_server(llconv: &Path) -> (Child, String) {
    let mut child = Command::new(llconv)
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            // Every request is the same module: with the cache, all but the
            // first would be answered from memory.
            "--cache-mb",
            "0",
            "--log",
            "llconv_service=info,warn",
        ])
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("llconv serve starts");
    let stderr = child.stderr.take().expect("stderr");
    let (tx, rx) = mpsc::channel();
    // Reads the log for the address, then drains it so the server never
    // blocks on a full pipe.
    std::thread::spawn(move || {
        let mut tx = Some(tx);
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(rest) = line.split("\"addr\":\"").nth(1) {
                if let (Some(addr), Some(tx)) = (rest.split('"').next(), tx.take()) {
                    let _ = tx.send(addr.to_owned());
                }
            } else if line.contains("\"level\":\"ERROR\"") || line.contains("panicked") {
                eprintln!("server: {line}");
            }
        }
    });
    let addr = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the server reports its address");
    (child, addr)
}

/// The child's peak RSS since the last reset, in MiB.
fn peak_rss_mib(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb / 1024.0)
}

/// Resets the peak RSS (Linux: writing 5 to clear_refs).
fn reset_peak_rss(pid: u32) {
    let _ = std::fs::write(format!("/proc/{pid}/clear_refs"), "5");
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Valid,
    /// A body of exactly the limit that is not a module: 400 (the memory
    /// bound with bodies at the limit in parallel).
    AtLimit,
    /// A body over the limit: 413 (or the connection closed early).
    Oversized,
    /// 4 KB of zstd that decompress to four times the limit: 413.
    Bomb,
    /// Text cut in the middle of a function: 400.
    BadText,
    /// Bitcode cut short: 400.
    BadBitcode,
}

const MIX: [Kind; 12] = [
    Kind::Valid,
    Kind::AtLimit,
    Kind::Valid,
    Kind::BadText,
    Kind::Valid,
    Kind::Bomb,
    Kind::Valid,
    Kind::Oversized,
    Kind::Valid,
    Kind::BadBitcode,
    Kind::Valid,
    Kind::Valid,
];

struct Bodies {
    valid: bytes::Bytes,
    at_limit: bytes::Bytes,
    oversized: bytes::Bytes,
    bomb: bytes::Bytes,
    bad_text: bytes::Bytes,
    bad_bitcode: bytes::Bytes,
}

#[derive(Default)]
struct Tally {
    ok: u64,
    latencies: Vec<f64>,
    refused_503: u64,
    rejected_as_expected: u64,
    closed_early: u64,
    wrong: u64,
    server_errors: u64,
}

async fn client_loop(
    url: Arc<String>,
    bodies: Arc<Bodies>,
    expected: Arc<Vec<u8>>,
    deadline: Instant,
    mixed: bool,
    offset: usize,
) -> Tally {
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let mut tally = Tally::default();
    let mut i = offset;
    while Instant::now() < deadline {
        let kind = if mixed {
            MIX[i % MIX.len()]
        } else {
            Kind::Valid
        };
        i += 1;
        let (body, encoding) = match kind {
            Kind::Valid => (bodies.valid.clone(), None),
            Kind::AtLimit => (bodies.at_limit.clone(), None),
            Kind::Oversized => (bodies.oversized.clone(), None),
            Kind::Bomb => (bodies.bomb.clone(), Some("zstd")),
            Kind::BadText => (bodies.bad_text.clone(), None),
            Kind::BadBitcode => (bodies.bad_bitcode.clone(), None),
        };
        let mut request = client
            .post(url.as_str())
            .header("content-type", "application/octet-stream")
            .body(body);
        if let Some(e) = encoding {
            request = request.header("content-encoding", e);
        }
        let t = Instant::now();
        let answer = match request.send().await {
            Ok(r) => {
                let status = r.status().as_u16();
                let retry = r
                    .headers()
                    .get("retry-after")
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<u64>().ok());
                r.bytes().await.map(|b| (status, retry, b))
            }
            Err(e) => Err(e),
        };
        let elapsed = t.elapsed().as_secs_f64();
        match answer {
            Ok((503, retry, _)) => {
                tally.refused_503 += 1;
                // An honest client waits as told.
                tokio::time::sleep(Duration::from_secs(retry.unwrap_or(1))).await;
            }
            Ok((status, _, _)) if status >= 500 => tally.server_errors += 1,
            Ok((status, _, body)) => {
                let right = match kind {
                    Kind::Valid => status == 200 && body[..] == expected[..],
                    Kind::AtLimit | Kind::BadText | Kind::BadBitcode => status == 400,
                    Kind::Oversized | Kind::Bomb => status == 413,
                };
                if !right {
                    tally.wrong += 1;
                    if tally.wrong <= 3 {
                        eprintln!(
                            "wrong answer for {kind:?}: {status} {}",
                            String::from_utf8_lossy(&body[..body.len().min(200)])
                        );
                    }
                } else if kind == Kind::Valid {
                    tally.ok += 1;
                    tally.latencies.push(elapsed);
                } else {
                    tally.rejected_as_expected += 1;
                }
            }
            // The server answers 413 to an oversized body from its length
            // and closes the connection while the client still sends.
            Err(_) if kind == Kind::Oversized => tally.closed_early += 1,
            Err(e) => {
                tally.wrong += 1;
                eprintln!("request failed ({kind:?}): {e}");
            }
        }
    }
    tally
}

/// The server under test and what is sent to it.
struct Target {
    pid: u32,
    url: String,
    bodies: Arc<Bodies>,
    expected: Arc<Vec<u8>>,
}

fn service_phase(
    name: &'static str,
    target: &Target,
    clients: u64,
    secs: u64,
    mixed: bool,
) -> PhaseResult {
    let pid = target.pid;
    reset_peak_rss(pid);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let url = Arc::new(target.url.clone());
    let start = Instant::now();
    let deadline = start + Duration::from_secs(secs);
    let tallies = runtime.block_on(async {
        let tasks: Vec<_> = (0..clients as usize)
            .map(|c| {
                tokio::spawn(client_loop(
                    Arc::clone(&url),
                    Arc::clone(&target.bodies),
                    Arc::clone(&target.expected),
                    deadline,
                    mixed,
                    c,
                ))
            })
            .collect();
        let mut all = Vec::new();
        for t in tasks {
            all.push(t.await.expect("client task"));
        }
        all
    });
    let seconds = start.elapsed().as_secs_f64();
    let mut total = Tally::default();
    for t in tallies {
        total.ok += t.ok;
        total.latencies.extend(t.latencies);
        total.refused_503 += t.refused_503;
        total.rejected_as_expected += t.rejected_as_expected;
        total.closed_early += t.closed_early;
        total.wrong += t.wrong;
        total.server_errors += t.server_errors;
    }
    let (p50, p99) = percentiles(total.latencies);
    let other_answers = if mixed {
        format!(
            "\n{:<34} bad bodies refused as expected (400/413) {}, oversized cut off by the server {}",
            "",
            total.rejected_as_expected, total.closed_early
        )
    } else {
        String::new()
    };
    PhaseResult {
        name,
        ok: total.ok,
        seconds,
        p50,
        p99,
        refused_503: total.refused_503,
        other_answers,
        wrong: total.wrong,
        server_errors: total.server_errors,
        peak_rss_mib: peak_rss_mib(pid),
    }
}

fn main() {
    let secs = env_number("LLCONV_LOAD_SECS", 30);
    let clients = env_number("LLCONV_LOAD_CLIENTS", 64);
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/shell.O2.ll");
    let Ok(text) = std::fs::read(&input) else {
        println!("load: {} not found; skipped", input.display());
        return;
    };
    let llconv = llconv_binary();
    // The expected answer is the CLI's own bitcode (named as the service
    // is told to name the module).
    let out = std::env::temp_dir().join(format!("llconv-load-expected-{}.bc", std::process::id()));
    let status = Command::new(&llconv)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .status()
        .expect("llconv runs");
    assert!(status.success());
    let expected = std::fs::read(&out).expect("the CLI's bitcode");
    let _ = std::fs::remove_file(&out);

    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "load: {clients} clients, {secs} s a phase, {cores} cores, input {} ({} bytes)",
        input.display(),
        text.len()
    );

    let cli = cli_phase(&llconv, &input, &expected, clients, secs);
    cli.print();
    // For reference: the CLI at its best, one process per core.
    let mut per_core = cli_phase(&llconv, &input, &expected, cores as u64, secs);
    per_core.name = "CLI processes, one per core";
    per_core.print();

    let (mut server, addr) = start_server(&llconv);
    let pid = server.id();
    let url = format!("http://{addr}/v1/convert?to=bc&name={}", input.display());
    // The default limit (32 MiB): bodies at it and just over it.
    let limit = 32usize << 20;
    let mut at_limit =
        b"; a comment line that is not a module, repeated to the limit\n".repeat(limit / 61 + 1);
    at_limit.truncate(limit - 16);
    at_limit.extend_from_slice(b"\nnot a module!\n\n");
    let mut oversized = at_limit.clone();
    oversized.extend_from_slice(&[b' '; 1 << 20]);
    let bomb = zstd::encode_all(&vec![b' '; 4 * limit][..], 19).expect("zstd");
    let cut = text[..text.len() / 2].to_vec();
    let mut bad_bitcode = expected[..expected.len() / 2].to_vec();
    bad_bitcode.truncate(bad_bitcode.len() / 4 * 4);
    let bodies = Arc::new(Bodies {
        valid: bytes::Bytes::from(text),
        at_limit: bytes::Bytes::from(at_limit),
        oversized: bytes::Bytes::from(oversized),
        bomb: bytes::Bytes::from(bomb),
        bad_text: bytes::Bytes::from(cut),
        bad_bitcode: bytes::Bytes::from(bad_bitcode),
    });
    let target = Target {
        pid,
        url,
        bodies,
        expected: Arc::new(expected),
    };
    let clean = service_phase(
        "service (llconv serve, HTTP)",
        &target,
        clients,
        secs,
        false,
    );
    clean.print();
    let mixed = service_phase("service, bad bodies mixed in", &target, clients, secs, true);
    mixed.print();

    // Graceful shutdown: SIGTERM, and the process ends cleanly.
    let _ = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status();
    let exit = server.wait().expect("the server ends");
    println!(
        "service / CLI throughput: {:.0}% (goal: at least 90%); p99 / p50: {:.1} (goal: under 4); server exit after SIGTERM: {exit}",
        100.0 * clean.throughput() / cli.throughput().max(f64::MIN_POSITIVE),
        clean.p99 / clean.p50.max(f64::MIN_POSITIVE),
    );
}
