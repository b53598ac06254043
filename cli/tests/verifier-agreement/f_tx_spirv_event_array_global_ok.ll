@g = external global [2 x target("spirv.Event")]
