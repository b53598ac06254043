//! Whether two target triples may be linked without a warning.

/// LLVM's `Triple::isCompatibleWith`, for the triples llconv meets: equal
/// once normalized, with ARM and Thumb of one sub-architecture compatible.
pub(crate) fn compatible(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let (pa, pb): (Vec<&str>, Vec<&str>) = (a.split('-').collect(), b.split('-').collect());
    let arch = |s: &str| -> String {
        let s = s
            .strip_prefix("thumb")
            .map(|r| format!("arm{r}"))
            .unwrap_or_else(|| s.to_string());
        s
    };
    pa.len() == pb.len()
        && pa.iter().zip(&pb).enumerate().all(
            |(i, (x, y))| {
                if i == 0 {
                    arch(x) == arch(y)
                } else {
                    x == y
                }
            },
        )
}
