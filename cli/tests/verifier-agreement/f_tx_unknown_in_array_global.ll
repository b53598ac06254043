@g = external global [4 x target("unknown_target_type")]
