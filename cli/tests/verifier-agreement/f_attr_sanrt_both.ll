define void @f() sanitize_realtime sanitize_realtime_blocking {
  ret void
}
