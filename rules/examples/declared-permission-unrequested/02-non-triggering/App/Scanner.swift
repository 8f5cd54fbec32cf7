let session = AVCaptureSession()
