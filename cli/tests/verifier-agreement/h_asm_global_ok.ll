module asm "nop"
