module asm 5
