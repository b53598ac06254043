!foo = !{!0}
!0 = !DILocation(line: 1, scope: null)
