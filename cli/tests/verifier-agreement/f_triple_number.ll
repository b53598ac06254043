target triple = 5
