%A = type { %B }
%B = type { %A }
