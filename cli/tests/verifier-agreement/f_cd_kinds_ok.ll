$a = comdat any
$b = comdat exactmatch
$c = comdat largest
$d = comdat nodeduplicate
$e = comdat samesize
