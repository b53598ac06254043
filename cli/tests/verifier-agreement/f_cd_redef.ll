$c = comdat any
$c = comdat any
