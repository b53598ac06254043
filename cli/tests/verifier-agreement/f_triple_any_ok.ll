target triple = "garbage-garbage-garbage-more-x"
