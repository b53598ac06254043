!foo = !{!"x"}
