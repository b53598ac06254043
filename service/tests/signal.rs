//! SIGTERM stops `llconv serve` gracefully. Its own test binary: the
//! signal goes to the whole process.

use std::time::Duration;

use llconv_service::{serve_until_signalled, Config, Server};

#[tokio::test]
async fn sigterm_stops_the_server() {
    let config = Config {
        listen: "127.0.0.1:0".to_owned(),
        ..Config::default()
    };
    let server = Server::start(config).await.expect("starts");
    let addr = server.addr();
    let stopped = tokio::spawn(serve_until_signalled(server).expect("signal handlers"));
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let r = client
        .get(format!("http://{addr}/healthz"))
        .send()
        .await
        .expect("serving");
    assert!(r.status().is_success());
    let kill = std::process::Command::new("kill")
        .args(["-TERM", &std::process::id().to_string()])
        .status()
        .expect("kill runs");
    assert!(kill.success());
    tokio::time::timeout(Duration::from_secs(10), stopped)
        .await
        .expect("stops after SIGTERM")
        .expect("the task ends")
        .expect("cleanly");
    assert!(
        tokio::net::TcpStream::connect(addr).await.is_err(),
        "still listening"
    );
}
