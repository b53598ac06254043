attributes #0 = { align=8 }
