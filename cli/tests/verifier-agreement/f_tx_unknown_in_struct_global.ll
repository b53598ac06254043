@g = external global {target("unknown_target_type")}
