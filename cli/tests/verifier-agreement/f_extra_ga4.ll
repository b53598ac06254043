attributes #0 = { nocapture }
