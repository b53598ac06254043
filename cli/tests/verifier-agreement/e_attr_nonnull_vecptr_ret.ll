declare nonnull <2 x ptr> @f(<2 x ptr> noalias nonnull, <2 x ptr> noundef)
