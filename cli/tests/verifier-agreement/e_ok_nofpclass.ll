declare nofpclass(inf) <2 x double> @f(float nofpclass(nan zero), [2 x half] nofpclass(snan))
