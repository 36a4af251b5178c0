// codeloop's Rust test runtime: each test is a function that panics on failure (assert!,
// assert_eq!); a panic whose message starts with "assertion" is a failure, any other an
// error. Results go to descriptor 3 with the job's nonce, read from descriptor 4 first.
#[allow(dead_code)]
mod codeloop_rt {
    use std::io::{Read, Write};
    use std::os::unix::io::FromRawFd;

    fn hex(text: &str) -> String {
        text.bytes().map(|b| format!("{:02x}", b)).collect()
    }

    pub fn run(tests: &[fn()]) {
        let mut nonce = String::new();
        // SAFETY: descriptors 3 and 4 are set up by the sandbox for this process alone.
        let mut input = unsafe { std::fs::File::from_raw_fd(4) };
        let _ = input.read_to_string(&mut nonce);
        drop(input);
        let nonce = nonce.trim().to_string();
        let mut out = unsafe { std::fs::File::from_raw_fd(3) };
        let start: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(0);
        std::panic::set_hook(Box::new(|_| {}));
        for (k, test) in tests.iter().enumerate().skip(start) {
            let (status, message) = match std::panic::catch_unwind(*test) {
                Ok(()) => ("passed", String::new()),
                Err(payload) => {
                    let message = if let Some(s) = payload.downcast_ref::<&str>() {
                        s.to_string()
                    } else if let Some(s) = payload.downcast_ref::<String>() {
                        s.clone()
                    } else {
                        "a panic without a message".to_string()
                    };
                    if message.starts_with("assertion") {
                        ("failed", message)
                    } else {
                        ("error", message)
                    }
                }
            };
            let line = format!("CLR1 {} {} {} {}\n", nonce, k, status, hex(&message));
            if out.write_all(line.as_bytes()).is_err() {
                std::process::exit(70);
            }
        }
    }
}
