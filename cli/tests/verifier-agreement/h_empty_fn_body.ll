define void @f() {
}
