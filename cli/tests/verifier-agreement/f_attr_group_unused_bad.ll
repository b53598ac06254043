attributes #0 = { nonnull }
