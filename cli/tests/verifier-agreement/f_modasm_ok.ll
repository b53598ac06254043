module asm "x"
module asm "y"
