print("hello from the sample")
