// The app itself asks for the camera.
@interface AVCaptureDevice
+ (void)requestAccessForMediaType:(id)type completionHandler:(void (^)(int))handler;
@end
extern id AVMediaTypeVideo;
int main(void) { [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(int granted) {}]; return 0; }
