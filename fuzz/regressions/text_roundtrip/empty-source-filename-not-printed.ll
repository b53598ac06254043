;v
source_filename =""; M =
